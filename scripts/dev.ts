// `npm run dev`: Vite with hot module replacement for the client, plus the API server restarted
// by `tsx watch` whenever server code, a definition under schemas/ or the seed data changes, so an
// analyst editing a schema sees the change at once. Vite proxies /api to the API server.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const apiPort = process.env.PORT ?? '8080';
const tsx = new URL('../node_modules/.bin/tsx', import.meta.url).pathname;
const api = spawn(tsx, ['watch', '--clear-screen=false', '--include', 'schemas/**/*.json', '--include', 'server/**/*.json', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, PORTAL_STATIC_DIR: '' },
});

const vite = await createServer({ server: { port: Number(process.env.VITE_PORT ?? 5173) } });
await vite.listen();
vite.printUrls();
console.log(`API 服务：http://127.0.0.1:${apiPort}（开发模式下由 Vite 代理 /api）`);

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  if (code !== null && code !== 0) console.error(`API 服务已退出（代码 ${code}），修正后保存文件即会重启`);
});
