import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEnquiry } from '../../src/shared/outbox/fields';
import {
  EMAILJS_API,
  newEnquiryId,
  SEND_PATH,
  SEND_SPACING_MS,
  SEND_TIMEOUT_MS,
  sendEnquiry,
  throttleRemaining,
} from '../../src/shared/outbox/send';
import { installService, service } from './emailService';

const enquiry = makeEnquiry({
  inquiry_type: 'Customer service/technical support',
  from_name: 'Amira',
  company_name: 'Lab Co',
  company_address: 'Street 1',
  company_phone: '+971 50 000',
  from_email: 'amira@example.com',
  country: 'UAE',
  message: 'Hello',
});

beforeEach(() => {
  installService();
  localStorage.clear();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('sendEnquiry (the e-mail seam)', () => {
  it('without configuration posts EmailJS’s payload to the page’s own origin with the local ids', async () => {
    await expect(sendEnquiry(enquiry)).resolves.toEqual({ ok: true, status: 200, text: 'OK' });
    const [params, request] = service.mock.calls[0]!;
    expect(request.url).toBe(`${window.location.origin}${SEND_PATH}`);
    expect(request.body).toEqual({
      service_id: 'local-service',
      template_id: 'local-template',
      user_id: 'local-key',
      template_params: params,
    });
    expect(params).toEqual({ ...enquiry, language: 'English', enquiry_id: expect.any(String) });
    expect(console.log).toHaveBeenCalledWith('Enquiry sent: 200 OK');
  });

  it('with configuration sends the configured ids to api.emailjs.com, or to the origin given', async () => {
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_x');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_x');
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'key_x');
    await sendEnquiry(enquiry);
    expect(service.mock.calls[0]?.[1].url).toBe(`${EMAILJS_API}${SEND_PATH}`);
    expect(service.mock.calls[0]?.[1].body).toMatchObject({
      service_id: 'service_x',
      template_id: 'template_x',
      user_id: 'key_x',
    });
    vi.stubEnv('VITE_EMAILJS_ORIGIN', 'https://api.eu.emailjs.example/');
    await sendEnquiry(enquiry);
    expect(service.mock.calls[1]?.[1].url).toBe(`https://api.eu.emailjs.example${SEND_PATH}`);
  });

  it('says the page’s language (Russian pages: "Russian") and adds the quote list only when there is one', async () => {
    const russian = { ...enquiry, from_name: 'Ольга' };
    await sendEnquiry(russian, '', 'ru');
    expect(service.mock.calls[0]?.[0]).toEqual({
      ...russian,
      language: 'Russian',
      enquiry_id: expect.any(String),
    });
    await sendEnquiry(enquiry, 'Криостат 6250: https://ivmmedical.com/ru/hist6', 'ru');
    expect(service.mock.calls[1]?.[0]).toMatchObject({
      products: 'Криостат 6250: https://ivmmedical.com/ru/hist6',
    });
  });

  it('never throws: each answer comes back as what it means, with the service’s Retry-After', async () => {
    service.mockResolvedValueOnce({
      status: 429,
      text: 'Too Many Requests',
      headers: { 'Retry-After': '30' },
    });
    await expect(sendEnquiry(enquiry)).resolves.toEqual({
      ok: false,
      failure: { kind: 'rate-limited', status: 429, text: 'Too Many Requests', retryAfterMs: 30_000 },
    });
    expect(console.error).toHaveBeenCalledWith('Enquiry not sent: Too Many Requests');
    service.mockResolvedValueOnce({ status: 503, text: '' });
    expect(await sendEnquiry(enquiry)).toMatchObject({
      ok: false,
      failure: { kind: 'unavailable', text: 'HTTP 503' },
    });
    service.mockResolvedValueOnce({ status: 400, text: 'The template ID is invalid' });
    expect(await sendEnquiry(enquiry)).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 400 },
    });
    service.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendEnquiry(enquiry)).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });

  it('calls back an attempt with no answer within SEND_TIMEOUT_MS before it returns', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const result = sendEnquiry(enquiry);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    expect(signal?.aborted).toBe(true);
  });

  it('spaces sends from one device to the service’s rate limit', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expect(throttleRemaining()).toBe(0);
    await sendEnquiry(enquiry);
    expect(throttleRemaining()).toBe(SEND_SPACING_MS);
    vi.advanceTimersByTime(SEND_SPACING_MS);
    expect(throttleRemaining()).toBe(0);
  });

  it('makes ids short enough for an e-mail subject, and never the same twice', () => {
    const ids = new Set(Array.from({ length: 1000 }, newEnquiryId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  });
});
