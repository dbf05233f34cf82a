import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localBlock, NGINX_CONF } from '../serve-nginx';

const conf = readFileSync(NGINX_CONF, 'utf8');
const options = {
  https: 4443,
  http: 4080,
  root: '/tmp/site',
  cert: '/tmp/c.pem',
  key: '/tmp/k.pem',
  ipv6: true,
  logs: '/tmp/logs',
};

describe('deploy/nginx.conf as the end-to-end tests serve it', () => {
  it('changes only the listen ports, the certificate paths, root and the log folder', () => {
    const local = localBlock(conf, options);
    const written = conf.split('\n');
    const served = local.split('\n');
    expect(served).toHaveLength(written.length);
    const changed = written.flatMap((line, at) => (line === served[at] ? [] : [[line, served[at]]]));
    for (const [from, to] of changed) {
      expect(from).toMatch(
        /^\s*(listen (\[::\]:)?(80|443)\b|ssl_certificate(_key)? |root |access_log \/var\/log\/nginx\/)/,
      );
      expect(to).toMatch(
        /127\.0\.0\.1:4443|127\.0\.0\.1:4080|\[::1\]:4443|\[::1\]:4080|\/tmp\/(c|k)\.pem|\/tmp\/site|\/tmp\/logs\//,
      );
    }
    expect(local).toContain('listen 127.0.0.1:4443 ssl http2;');
    expect(local).toContain('listen [::1]:4080;');
    expect(local).toContain('access_log /tmp/logs/ivm-enquiry-report.log ivm_enquiry_report;');
    expect(local).not.toMatch(/^\s*(listen (\[::\]:)?(80|443)\b|ssl_certificate\s+\/etc)/m);
  });

  it('without an IPv6 loopback, leaves the [::] listen lines out', () => {
    expect(localBlock(conf, { ...options, ipv6: false })).not.toMatch(/^\s*listen \[/m);
  });

  it('fails loudly, naming the file, when a line it changes is no longer there', () => {
    expect(() => localBlock(conf.replace('root /var/www/ivmmedical;', 'root /srv/site;'), options)).toThrow(
      /deploy\/nginx\.conf: root/,
    );
    expect(() => localBlock(conf.replace(/listen 443 /g, 'listen 8443 '), options)).toThrow(/443/);
  });
});
