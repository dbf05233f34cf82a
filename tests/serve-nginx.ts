/**
 * Serves the build with nginx, configured by the site's own server blocks (deploy/nginx.conf), so
 * that the end-to-end tests see the site as it is deployed (npm test runs a Playwright project
 * against it).
 *
 * The file is made local by a few rewrites, each of which throws when it finds nothing to rewrite
 * (so a file that no longer has the line fails loudly instead of testing something else): the
 * port-80 redirect server is dropped, the TLS server listens on a loopback port without TLS, and
 * `root` points at the build. Everything else (headers, cache map, try_files, the 404 page, gzip)
 * is used as written. The tests' e-mail endpoint (the local outbox of vite-plugins/
 * emailOutbox.ts) runs in this process, and nginx passes /api/v1.0/email/ and /__outbox/ to it, as
 * the EmailJS service would answer a real deployment.
 *
 *   tsx tests/serve-nginx.ts [--port 4180] [--dist dist]
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOutbox } from '../vite-plugins/emailOutbox';
import { rewrite } from '../scripts/rewrite';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const port = Number(option('port', process.env.NGINX_PORT ?? '4180'));
const dist = path.resolve(option('dist', process.env.DIST_DIR ?? 'dist'));
const nginx = process.env.NGINX_PATH ?? 'nginx';

/** The site's nginx server blocks, as an administrator installs them. */
export const NGINX_CONF = 'deploy/nginx.conf';

const what = (line: string) => `${NGINX_CONF}: ${line}`;

/** The server blocks of deploy/nginx.conf, served on 127.0.0.1:<port> over plain http from <root>. */
export function localBlock(block: string, options: { port: number; root: string; outbox: number }): string {
  let local = block;
  local = rewrite(
    local,
    /server \{\n(?:(?!\n\}).)*?listen 80;[\s\S]*?\n\}\n/s,
    '',
    what('the port-80 redirect server'),
  );
  local = rewrite(
    local,
    /^\s*listen 443 ssl;$/m,
    `    listen 127.0.0.1:${options.port};`,
    what('listen 443 ssl'),
  );
  local = rewrite(local, /^\s*listen \[::\]:443 ssl;\n/m, '', what('listen [::]:443 ssl'));
  local = rewrite(local, /^\s*http2 on;\n/m, '', what('http2 on'));
  local = rewrite(local, /^\s*ssl_certificate .*\n/m, '', what('ssl_certificate'));
  local = rewrite(local, /^\s*ssl_certificate_key .*\n/m, '', what('ssl_certificate_key'));
  local = rewrite(
    local,
    /^(\s*)root \/var\/www\/ivmmedical;$/m,
    (_, indent) => `${indent}root ${options.root};`,
    what('root'),
  );
  // The tests' stand-in for the EmailJS service (added, not rewritten).
  const outbox = `proxy_pass http://127.0.0.1:${options.outbox};`;
  local = rewrite(
    local,
    /^(\s*)error_page 404 \/404\.html;$/m,
    (line, indent) =>
      `${line}\n${indent}location /api/v1.0/email/ { ${outbox} }\n${indent}location /__outbox/ { ${outbox} }`,
    what('error_page 404'),
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
  const site = localBlock(readFileSync(NGINX_CONF, 'utf8'), {
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
  console.log(`nginx (${NGINX_CONF}) serves ${dist} on http://127.0.0.1:${port}/ (config ${conf})`);
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
