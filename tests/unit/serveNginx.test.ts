import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localBlock, readmeBlock } from '../../scripts/serve-nginx';

const readme = readFileSync('README.md', 'utf8');
const options = { port: 4180, root: '/tmp/site', outbox: 5000 };

describe("the README's nginx block, made local for the end-to-end tests", () => {
  it('keeps every header, the cache map, try_files and the 404 page; listens on loopback without TLS', () => {
    const block = readmeBlock(readme);
    const local = localBlock(block, options);
    expect(local).toContain('listen 127.0.0.1:4180;');
    expect(local).toContain('root /tmp/site;');
    expect(local).not.toMatch(/listen 80|ssl|http2|return 301/);
    for (const line of block
      .split('\n')
      .filter((text) => /add_header|try_files|error_page|map |gzip/.test(text)))
      expect(local).toContain(line);
  });

  it('fails loudly when a line it rewrites is no longer in the README', () => {
    const block = readmeBlock(readme);
    expect(() => localBlock(block.replace('root /var/www/ivmmedical;', 'root /srv/site;'), options)).toThrow(
      /root/,
    );
    expect(() => localBlock(block.replace(/listen 443 ssl;/, 'listen 8443 ssl;'), options)).toThrow(/443/);
    expect(() => readmeBlock('no block here')).toThrow(/nginx/);
  });
});
