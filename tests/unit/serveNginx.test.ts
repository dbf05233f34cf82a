import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localBlock, NGINX_CONF } from '../serve-nginx';

const conf = readFileSync(NGINX_CONF, 'utf8');
const options = { port: 4180, root: '/tmp/site', outbox: 5000 };

describe('deploy/nginx.conf, made local for the end-to-end tests', () => {
  it('keeps every header, the cache map, try_files and the 404 page; listens on loopback without TLS', () => {
    const local = localBlock(conf, options);
    expect(local).toContain('listen 127.0.0.1:4180;');
    expect(local).toContain('root /tmp/site;');
    expect(local).toContain('location /api/v1.0/email/ { proxy_pass http://127.0.0.1:5000; }');
    expect(local).not.toMatch(/^[^#]*(listen 80|ssl|http2|return 301)/m);
    for (const line of conf
      .split('\n')
      .filter((text) => /add_header|try_files|error_page|map |gzip/.test(text) && !text.startsWith('#')))
      expect(local).toContain(line);
  });

  it('fails loudly, naming the file, when a line it rewrites is no longer there', () => {
    expect(() => localBlock(conf.replace('root /var/www/ivmmedical;', 'root /srv/site;'), options)).toThrow(
      /deploy\/nginx\.conf: root/,
    );
    expect(() => localBlock(conf.replace(/listen 443 ssl;/, 'listen 8443 ssl;'), options)).toThrow(/443/);
  });
});
