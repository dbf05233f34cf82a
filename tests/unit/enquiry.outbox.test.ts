// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutbox } from '../../vite-plugins/emailOutbox';

let server: Server;
let base: string;
let dir: string;
const logger = { info: vi.fn(), warn: vi.fn() };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
  const outbox = createOutbox({ dir, logger });
  server = createServer((req, res) =>
    outbox(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const params = {
  inquiry_type: 'Request a quote/product information',
  from_name: 'مريم <script>alert(1)</script>',
  company_name: 'ООО Лаб',
  company_address: 'नई दिल्ली',
  company_phone: '+91 98 1828 7871',
  from_email: 'maryam@example.com',
  country: 'UAE 🇦🇪',
  message: 'x'.repeat(5000),
};

const body = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local-key',
    service_id: 'local-service',
    template_id: 'local-template',
    template_params: params,
    ...overrides,
  });

const post = (url: string, data: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'Content-type': 'application/json', ...headers },
    body: data,
  });

describe('the embedded EmailJS-compatible endpoint', () => {
  it('answers 200 OK, stores the enquiry as JSON byte for byte and prints one line', async () => {
    logger.info.mockClear();
    const response = await post('/api/v1.0/email/send', body());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const stored = JSON.parse(await readFile(path.join(dir, files[0]!), 'utf8'));
    expect(stored).toMatchObject({
      lib_version: '4.4.1',
      user_id: 'local-key',
      service_id: 'local-service',
      template_id: 'local-template',
      template_params: params,
    });
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info.mock.calls[0]?.[0]).toMatch(/^\[outbox\] enquiry from/);

    const last = await (await fetch(`${base}/__outbox/last`)).json();
    expect(last.template_params).toEqual(params);
  });

  it('answers 400 with a reason for a missing id or a malformed body', async () => {
    const cases: [string, RegExp][] = [
      [body({ user_id: '' }), /public key is required/],
      [body({ service_id: undefined }), /service ID is required/],
      [body({ template_id: 7 }), /template ID is required/],
      [body({ template_params: 'nope' }), /template params/],
      ['{not json', /not valid JSON/],
      ['[1,2]', /JSON object/],
    ];
    for (const [data, reason] of cases) {
      const response = await post('/api/v1.0/email/send', data);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(reason);
    }
    expect(await readdir(dir)).toHaveLength(1);
  });

  it('accepts send-form with form data', async () => {
    const form = new FormData();
    form.set('lib_version', '4.4.1');
    form.set('user_id', 'local-key');
    form.set('service_id', 'local-service');
    form.set('template_id', 'local-template');
    form.set('from_name', 'Form Person');
    const response = await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const last = await (await fetch(`${base}/__outbox/last?from_name=Form%20Person`)).json();
    expect(last.endpoint).toBe('/api/v1.0/email/send-form');
    expect(last.template_params).toEqual({ from_name: 'Form Person' });
  });

  it('answers CORS preflights, refuses other methods and leaves other paths alone', async () => {
    const preflight = await fetch(`${base}/api/v1.0/email/send`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/api/v1.0/email/send`)).status).toBe(405);
    expect(await (await fetch(`${base}/contact`)).text()).toBe('next');
    expect((await fetch(`${base}/__outbox/last?from_name=nobody`)).status).toBe(404);
  });
});
