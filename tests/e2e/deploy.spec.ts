import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { connect, constants, type IncomingHttpHeaders } from 'node:http2';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { allRoutes } from '../../src/app/routes';
import {
  emailJsOrigin,
  IMMUTABLE,
  REVALIDATE,
  SERVICE_WORKER_PATH,
} from '../../vite-plugins/securityHeaders';
import { SITE_HOST, WWW_HOST } from '../serve-nginx';
import { expect, test } from './fixtures';

/**
 * deploy/nginx.conf as an administrator installs it (tests/serve-nginx.ts changes only its ports,
 * certificate paths and root), asked through real requests by name, over TLS with the certificate
 * trusted and checked for both names, as a browser or curl would: the redirects to the one origin,
 * HTTP/2, the headers of dist/_headers, gzip, the cache rules, the not-found page.
 */
test.describe.configure({ mode: 'serial' });

const dir = process.env.NGINX_DIR ?? '';
const httpsPort = Number(process.env.NGINX_PORT);
const httpPort = Number(process.env.NGINX_HTTP_PORT);
const dist = process.env.DIST_DIR ?? 'dist';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  protocol: string;
}

/** A GET over HTTPS to host:port, the certificate checked against the test's own. */
function getHttps(host: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${httpsPort}`, {
      ca: readFileSync(path.join(dir, 'cert.pem')),
      // The name the certificate must be valid for, as a browser that resolved it would ask.
      servername: host,
    });
    session.on('error', reject);
    const stream = session.request({ ':path': url, ':authority': host, ...headers });
    const chunks: Buffer[] = [];
    let answer: IncomingHttpHeaders = {};
    stream.on('response', (received) => (answer = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      resolve({
        status: Number(answer[constants.HTTP2_HEADER_STATUS]),
        headers: answer,
        body: Buffer.concat(chunks),
        protocol: session.alpnProtocol ?? '',
      });
      session.close();
    });
    stream.on('error', reject);
  });
}

function getHttp(host: string, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: httpPort, path: url, headers: { host } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.alloc(0),
            protocol: 'http/1.1',
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** dist/_headers's rules for a path: every `/path` block that matches, in order (`*` a wildcard). */
function headersFor(pathname: string): Record<string, string> {
  const rules: Record<string, string> = {};
  let matches = false;
  for (const line of readFileSync(path.join(dist, '_headers'), 'utf8').split('\n')) {
    if (/^\S/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      matches = pattern.test(pathname);
    } else if (matches && line.trim()) {
      const at = line.indexOf(':');
      rules[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

test('nginx -t accepts the configuration on this nginx', { tag: '@deploy' }, () => {
  const nginx = process.env.NGINX_PATH ?? 'nginx';
  const result = spawnSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  expect(result.stderr).toContain('syntax is ok');
  expect(result.status, result.stderr).toBe(0);
  // Only our port, certificate, root and log-folder lines differ from the file as written.
  const written = readFileSync('deploy/nginx.conf', 'utf8').split('\n');
  const served = readFileSync(path.join(dir, 'nginx.conf'), 'utf8');
  const changed = written.filter((line) => !served.includes(line));
  for (const line of changed)
    expect(line).toMatch(/^\s*(listen|ssl_certificate(_key)?|root|access_log \/var\/log\/nginx\/\S+) /);
});

test(
  'http:// for both names and https://www. go to https://ivmmedical.com for good, path and query kept',
  { tag: '@deploy' },
  async () => {
    const target = `https://${SITE_HOST}/hist4?list=hist6,bacter5&x=1`;
    for (const host of [SITE_HOST, WWW_HOST]) {
      const plain = await getHttp(host, '/hist4?list=hist6,bacter5&x=1');
      expect(plain.status, `http://${host}`).toBe(301);
      expect(plain.headers.location, `http://${host}`).toBe(target);
      expect(plain.headers.server, 'no version').toBe('nginx');
    }
    const www = await getHttps(WWW_HOST, '/hist4?list=hist6,bacter5&x=1');
    expect(www.protocol).toBe('h2');
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe(target);
    expect(www.headers.server).toBe('nginx');
  },
);

test(
  'the site answers over HTTP/2 with every header of dist/_headers, HSTS and no server version',
  { tag: '@deploy' },
  async () => {
    const urls = [
      ...allRoutes.map((route) => route.path),
      '/ru/hist4',
      SERVICE_WORKER_PATH,
      '/robots.txt',
      '/sitemap.xml',
    ];
    for (const url of urls) {
      const answer = await getHttps(SITE_HOST, url);
      expect(answer.protocol, url).toBe('h2');
      expect(answer.status, url).toBe(200);
      const expected = headersFor(url);
      expect(Object.keys(expected).length, `dist/_headers has rules for ${url}`).toBeGreaterThan(5);
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers[name], `${name} of ${url}`).toBe(value);
      expect(answer.headers['strict-transport-security'], url).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(answer.headers.server, url).toBe('nginx');
    }
    const sw = await getHttps(SITE_HOST, SERVICE_WORKER_PATH);
    expect(sw.headers['cache-control']).toBe(REVALIDATE);
  },
);

test(
  'text is gzipped with Vary: Accept-Encoding; a hashed file is kept for good, a page revalidated',
  { tag: '@deploy' },
  async () => {
    const page = await getHttps(SITE_HOST, '/hist4', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toBe('Accept-Encoding');
    expect(page.headers['cache-control']).toBe(REVALIDATE);
    const plain = await getHttps(SITE_HOST, '/hist4');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary, 'a cache must key the plain body too').toBe('Accept-Encoding');

    const asset =
      /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(plain.body.toString())?.[1] ?? '';
    expect(asset).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const script = await getHttps(SITE_HOST, asset, { 'accept-encoding': 'gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers.vary).toBe('Accept-Encoding');
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect(script.headers['content-security-policy']).toContain(
      emailJsOrigin(loadEnv('production', process.cwd(), 'VITE_')),
    );
  },
);

test(
  'an unknown path is the not-found page with status 404, never kept for good',
  { tag: '@deploy' },
  async () => {
    for (const url of ['/no-such-page', '/ru/no-such-page', '/assets/no-such-file.js']) {
      const answer = await getHttps(SITE_HOST, url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.toString(), url).toBe(readFileSync(path.join(dist, '404.html'), 'utf8'));
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE);
      expect(answer.headers.server, url).toBe('nginx');
    }
  },
);

test(
  'a refusal report is answered with 204 and written, query only, to the report log of its own',
  { tag: '@deploy' },
  async () => {
    const log = path.join(dir, 'logs', 'ivm-enquiry-report.log');
    const query = `kind=rejected&status=426&text=The+monthly+limit+${Date.now()}`;
    const answer = await getHttps(SITE_HOST, `/enquiry-report?${query}`, { ':method': 'POST' });
    expect(answer.status).toBe(204);
    expect(answer.headers['content-security-policy']).toBeDefined();
    // nginx writes the line as it answers.
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines.at(-1)).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\S+ ${query.replace(/\+/g, '\\+')}$`));
  },
);
