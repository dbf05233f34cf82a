/**
 * Serves the build with nginx and deploy/nginx.conf as an administrator installs it: the file is
 * used as written but for the listen ports (on loopback), the certificate paths (a self-signed
 * certificate for both names, made here with openssl), `root` and the folder of the enquiry-report log
 * (DIR/logs, read by the tests). Each substitution throws when it
 * finds nothing to change, so a file whose lines change shape fails loudly instead of testing
 * something else. `nginx -t` runs first; a failure stops the run with nginx's own words.
 *
 * The tests' e-mail service (the local outbox of vite-plugins/emailOutbox.ts) runs in this process on
 * its own port, as EmailJS is another origin in production: nginx never serves it.
 *
 *   tsx tests/serve-nginx.ts --dir DIR [--https 4443] [--http 4080] [--outbox 4090] [--dist dist]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { createOutbox } from '../vite-plugins/emailOutbox';
import { rewrite } from '../scripts/rewrite';

/** The site's nginx server blocks, as an administrator installs them. */
export const NGINX_CONF = 'deploy/nginx.conf';

/** The names the certificate and the server blocks answer for. */
export const SITE_HOST = 'ivmmedical.com';
export const WWW_HOST = 'www.ivmmedical.com';

export interface LocalOptions {
  https: number;
  http: number;
  root: string;
  cert: string;
  key: string;
  /** Whether this machine has an IPv6 loopback for the `[::]` listen lines. */
  ipv6: boolean;
  /** Where the logs that the file writes to /var/log/nginx/ go instead. */
  logs: string;
}

const what = (line: string) => `${NGINX_CONF}: ${line}`;

/** deploy/nginx.conf with only its ports, certificate paths, root and log folder changed. */
export function localBlock(block: string, options: LocalOptions): string {
  let local = block;
  for (const [port, to] of [
    ['80', options.http],
    ['443', options.https],
  ] as const) {
    local = rewrite(
      local,
      new RegExp(`^(\\s*listen )${port}\\b`, 'gm'),
      (_, start: string) => `${start}127.0.0.1:${to}`,
      what(`listen ${port}`),
    );
    local = rewrite(
      local,
      new RegExp(`^(\\s*)listen \\[::\\]:${port}\\b(.*)$`, 'gm'),
      (_, indent: string, rest: string) =>
        options.ipv6 ? `${indent}listen [::1]:${to}${rest}` : `${indent}# (no IPv6 loopback here)`,
      what(`listen [::]:${port}`),
    );
  }
  local = rewrite(
    local,
    /^(\s*ssl_certificate\s+)\S+;$/gm,
    (_, start: string) => `${start}${options.cert};`,
    what('ssl_certificate'),
  );
  local = rewrite(
    local,
    /^(\s*ssl_certificate_key\s+)\S+;$/gm,
    (_, start: string) => `${start}${options.key};`,
    what('ssl_certificate_key'),
  );
  local = rewrite(
    local,
    /^(\s*access_log )\/var\/log\/nginx\/(\S+ \S+;)$/gm,
    (_, start: string, rest: string) => `${start}${options.logs}/${rest}`,
    what('access_log /var/log/nginx/'),
  );
  return rewrite(
    local,
    /^(\s*)root \/var\/www\/ivmmedical;$/m,
    (_, indent: string) => `${indent}root ${options.root};`,
    what('root'),
  );
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

/** The whole nginx.conf the tests run: a minimal main and http context around the site's blocks. */
export function mainConf(dir: string, site: string): string {
  // As root, nginx's workers would run as nobody and could not read a checkout in a private folder
  // (/root, a 0700 home): they run as the user who started the tests, as they do when not root.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `daemon off;
${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
    ${mimeTypes()}
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;

${site}
}
`;
}

/** A self-signed certificate valid for both names (and 127.0.0.1), for two days. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${SITE_HOST}`,
      '-addext', `subjectAltName=DNS:${SITE_HOST},DNS:${WWW_HOST},IP:127.0.0.1`,
      '-keyout', key, '-out', cert,
    ], // prettier-ignore
    { encoding: 'utf8' },
  );
  if (made.error || made.status !== 0)
    throw new Error(`openssl could not make the test certificate: ${made.error?.message ?? made.stderr}`);
  return { cert, key };
}

function ipv6Loopback(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
}

async function startOutbox(port: number): Promise<Server> {
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function main(): Promise<void> {
  const nginx = process.env.NGINX_PATH ?? 'nginx';
  if (spawnSync(nginx, ['-v']).error)
    throw new Error(`nginx not found (${nginx}): apt-get install nginx, or set NGINX_PATH`);
  const dir = path.resolve(option('dir', ''));
  if (!option('dir', '')) throw new Error('--dir is required: where the config, certificate and logs go');
  for (const folder of ['logs', 'temp']) mkdirSync(path.join(dir, folder), { recursive: true });
  const outbox = await startOutbox(Number(option('outbox', '0')));
  const site = localBlock(readFileSync(NGINX_CONF, 'utf8'), {
    https: Number(option('https', '4443')),
    http: Number(option('http', '4080')),
    root: path.resolve(option('dist', process.env.DIST_DIR ?? 'dist')),
    ipv6: await ipv6Loopback(),
    logs: path.join(dir, 'logs'),
    ...makeCertificate(dir),
  });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, mainConf(dir, site));
  const check = spawnSync(nginx, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed for ${NGINX_CONF}:\n${check.stderr}`);
  const child = spawn(nginx, ['-p', dir, '-c', conf], { stdio: 'inherit' });
  console.log(
    `nginx (${NGINX_CONF}) serves the build over https on ${option('https', '4443')} (config ${conf})`,
  );
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
