/**
 * Starts the two servers the end-to-end tests use, on the ports playwright.config.ts chose, and
 * returns the teardown that stops them: `vite preview` (what `npm start` serves) and nginx with
 * deploy/nginx.conf as written but for ports, certificate and root (tests/serve-nginx.ts).
 */
import path from 'node:path';
import { startServer } from './servers';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = process.env.E2E_PORT ?? '';
  const nginxPort = process.env.NGINX_PORT ?? '';
  const httpPort = process.env.NGINX_HTTP_PORT ?? '';
  // Node itself runs both (not npx), so that stopping the server stops the server, not a wrapper.
  const started = await Promise.allSettled([
    startServer({
      name: 'vite preview',
      port: Number(port),
      command: process.execPath,
      args: [path.resolve('node_modules/vite/bin/vite.js'), 'preview', '--port', port, '--strictPort'],
      url: `http://localhost:${port}/`,
    }),
    startServer({
      name: 'nginx (tests/serve-nginx.ts)',
      port: Number(nginxPort),
      command: process.execPath,
      args: [
        '--import',
        'tsx',
        path.resolve('tests/serve-nginx.ts'),
        ...['--dir', process.env.NGINX_DIR ?? '', '--https', nginxPort, '--http', httpPort],
        ...['--outbox', process.env.OUTBOX_PORT ?? ''],
      ],
      // Its plain-HTTP server, which answers with a redirect (the HTTPS one's certificate is not trusted here).
      url: `http://127.0.0.1:${httpPort}/`,
    }),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
