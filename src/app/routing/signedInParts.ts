// What only a signed-in page shows, in one lazy chunk beside the login page: the shell (menu,
// tabs, header), the route host with its filing gate, and the 404 page. One import loads them
// together, so a page opened cold does not wait for the shell before it starts on the host.
export { ShellLayout } from '../../screens/shell/index.ts';
export { NotFoundPage } from '../../screens/notFound/index.ts';
export { ScreenHost } from './ScreenHost.tsx';
