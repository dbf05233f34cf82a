/**
 * Serves the build with nginx, configured by exactly the README's nginx block, so that the
 * end-to-end tests see the site as it is deployed (npm test runs a Playwright project against it).
 *
 * The README's block is made local by a few rewrites, each of which throws when it finds nothing
 * to rewrite (so a README that no longer has the line fails loudly instead of testing something
 * else): the port-80 redirect server is dropped, the TLS server listens on a loopback port without
 * TLS, and `root` points at the build. Everything else (headers, cache map, try_files, the 404 page,
 * gzip) is used as written. The tests' e-mail endpoint (the local outbox of vite-plugins/
 * emailOutbox.ts) runs in this process, and nginx passes /api/v1.0/email/ and /__outbox/ to it, as
 * the EmailJS service would answer a real deployment.
 *
 *   tsx scripts/serve-nginx.ts [--port 4180] [--dist dist]
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOutbox } from '../vite-plugins/emailOutbox';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const port = Number(option('port', process.env.NGINX_PORT ?? '4180'));
const dist = path.resolve(option('dist', process.env.DIST_DIR ?? 'dist'));
const nginx = process.env.NGINX_PATH ?? 'nginx';

/** The ```nginx block of the README, as a reader would copy it. */
export function readmeBlock(readme: string): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no ```nginx block');
  return block;
}

function rewrite(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`README nginx block: ${what} not found (${pattern})`);
  return text.replace(pattern, replacement);
}

/** The README's block, served on 127.0.0.1:<port> over plain http from <root>. */
export function localBlock(block: string, options: { port: number; root: string; outbox: number }): string {
  let local = block;
  local = rewrite(
    local,
    /server \{\n(?:(?!\n\}).)*?listen 80;[\s\S]*?\n\}\n/s,
    '',
    'the port-80 redirect server',
  );
  local = rewrite(local, /^\s*listen 443 ssl;$/m, `    listen 127.0.0.1:${options.port};`, 'listen 443 ssl');
  local = rewrite(local, /^\s*listen \[::\]:443 ssl;\n/m, '', 'listen [::]:443 ssl');
  local = rewrite(local, /^\s*http2 on;\n/m, '', 'http2 on');
  local = rewrite(local, /^\s*ssl_certificate .*\n/m, '', 'ssl_certificate');
  local = rewrite(local, /^\s*ssl_certificate_key .*\n/m, '', 'ssl_certificate_key');
  local = rewrite(local, /^(\s*)root \/var\/www\/ivmmedical;$/m, `$1root ${options.root};`, 'root');
  // The tests' stand-in for the EmailJS service (added, not rewritten).
  local = rewrite(
    local,
    /^(\s*)error_page 404 \/404\.html;$/m,
    `$&\n$1location /api/v1.0/email/ { proxy_pass http://127.0.0.1:${options.outbox}; }\n$1location /__outbox/ { proxy_pass http://127.0.0.1:${options.outbox}; }`,
    'error_page 404',
  );
  return local;
}

function mimeTypes(): string {
  for (const candidate of ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types']) {
    try {
      readFileSync(candidate);
      return `include ${candidate};`;
    } catch {
      // try the next place
    }
  }
  throw new Error('nginx mime.types not found');
}

async function startOutbox(): Promise<Server> {
  const handle = createOutbox({
    dir: path.resolve(process.env.OUTBOX_DIR ?? 'outbox'),
    logger: {
      info: (message: string) => console.log(message),
      warn: (message: string) => console.warn(message),
    },
  });
  const server = createServer((req, res) =>
    handle(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function main(): Promise<void> {
  if (spawnSync(nginx, ['-v']).error) {
    throw new Error(`nginx not found (${nginx}): apt-get install nginx, or set NGINX_PATH`);
  }
  const outbox = await startOutbox();
  const prefix = mkdtempSync(path.join(tmpdir(), 'ivm-nginx-'));
  // Started as root, nginx's workers run as nobody: they must reach temp/ to buffer a large request
  // body (a long enquiry) to disk. mkdtemp makes the folder private (0700).
  chmodSync(prefix, 0o755);
  for (const folder of ['logs', 'temp']) mkdirSync(path.join(prefix, folder));
  const site = localBlock(readmeBlock(readFileSync('README.md', 'utf8')), {
    port,
    root: dist,
    outbox: (outbox.address() as AddressInfo).port,
  });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
    ${mimeTypes()}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;

${site}
}
`,
  );
  const child = spawn(nginx, ['-p', prefix, '-c', conf], { stdio: 'inherit' });
  console.log(`nginx (the README's block) serves ${dist} on http://127.0.0.1:${port}/ (config ${conf})`);
  const stop = () => {
    child.kill('SIGQUIT');
    outbox.close();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => {
    outbox.close();
    process.exit(code ?? 0);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
