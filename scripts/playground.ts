// The definition playground for analysts: `npm run playground` serves the playground page
// (src/engine/playground/app) from a Vite dev server, with the full validate-schemas behind
// POST /__playground/validate (scripts/playground/validate-endpoint.ts). Port 5190, or
// PLAYGROUND_PORT. Nothing is written into the project: the check runs over a temporary copy.
import { fileURLToPath } from 'node:url';
import { DEFAULT_PLAYGROUND_PORT, startPlayground } from './playground/start-playground.ts';

const port = Number(process.env.PLAYGROUND_PORT ?? DEFAULT_PLAYGROUND_PORT);
const playground = await startPlayground({ root: fileURLToPath(new URL('..', import.meta.url)), port });
process.stdout.write(`定义预览已启动：${playground.url}\n（Ctrl+C 停止）\n`);
