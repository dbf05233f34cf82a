import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEnquiry } from '../../src/shared/outbox/fields';
import {
  attemptInFlight,
  EMAILJS_API,
  enquiryParams,
  newEnquiryId,
  SEND_PATH,
  SEND_SPACING_MS,
  SEND_TIMEOUT_MS,
  sendEnquiry,
  sendParams,
  throttleRemaining,
} from '../../src/shared/outbox/send';
import { LAST_SEND_KEY } from '../../src/lib/storageKeys';
import { holdSend, installService, reports, service } from './emailService';

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

/** As if SEND_SPACING_MS had passed since the last send: the SDK's limitRate lets the next one through. */
const spaced = () => localStorage.removeItem(LAST_SEND_KEY);

describe('sendEnquiry (the e-mail seam, through @emailjs/browser)', () => {
  it('without configuration: the SDK posts its payload to the page’s own origin with the local ids', async () => {
    await expect(sendEnquiry(enquiry)).resolves.toEqual({ ok: true, status: 200, text: 'OK' });
    const [params, request] = service.mock.calls[0]!;
    expect(request.url).toBe(`${window.location.origin}${SEND_PATH}`);
    expect(request.body).toEqual({
      lib_version: expect.any(String),
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
    spaced();
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
    spaced();
    await sendEnquiry(enquiry, 'Криостат 6250: https://ivmmedical.com/ru/hist6', 'ru');
    expect(service.mock.calls[1]?.[0]).toMatchObject({
      products: 'Криостат 6250: https://ivmmedical.com/ru/hist6',
    });
  });

  it('never throws: each answer comes back as what it means, and each refusal is reported without what was typed', async () => {
    const answers: [Parameters<typeof service.mockResolvedValueOnce>[0], object][] = [
      [
        { status: 429, text: 'Too Many Requests' },
        { kind: 'rate-limited', status: 429, text: 'Too Many Requests' },
      ],
      [
        { status: 503, text: '' },
        { kind: 'unavailable', status: 503, text: 'HTTP 503' },
      ],
      [
        { status: 400, text: 'The template ID is invalid' },
        { kind: 'rejected', status: 400 },
      ],
    ];
    for (const [answer, failure] of answers) {
      spaced();
      service.mockResolvedValueOnce(answer);
      expect(await sendEnquiry(enquiry)).toEqual({ ok: false, failure: expect.objectContaining(failure) });
    }
    expect(console.error).toHaveBeenCalledWith('Enquiry not sent: Too Many Requests');
    spaced();
    service.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendEnquiry(enquiry)).toMatchObject({ ok: false, failure: { kind: 'network' } });
    expect(reports.map((report) => report.toString())).toEqual([
      'kind=rate-limited&status=429&text=Too+Many+Requests',
      'kind=unavailable&status=503&text=HTTP+503',
      'kind=rejected&status=400&text=The+template+ID+is+invalid',
      'kind=network&status=0&text=Failed+to+fetch',
    ]);
    for (const report of reports)
      for (const typed of Object.values(enquiry))
        expect(report.toString()).not.toContain(encodeURIComponent(typed).replace(/%20/g, '+'));
  });

  it('the SDK’s own limitRate is told apart from the service’s 429: nothing sent, nothing reported', async () => {
    await sendEnquiry(enquiry);
    const result = await sendEnquiry(enquiry);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'throttled', status: null } });
    expect(service).toHaveBeenCalledTimes(1);
    expect(reports).toHaveLength(0);
  });

  it('stops waiting after SEND_TIMEOUT_MS while the attempt goes on; a second send of the same enquiry joins it', async () => {
    vi.useFakeTimers();
    const held = holdSend();
    const params = enquiryParams(enquiry, '', 'en', 'AAAA-BBBB-CCCC');
    const first = sendParams(params);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    await expect(first).resolves.toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    const running = attemptInFlight('AAAA-BBBB-CCCC');
    expect(running).toBeDefined();
    const second = sendParams(params);
    held.answer();
    await expect(second).resolves.toEqual({ ok: true, status: 200, text: 'OK' });
    await expect(running).resolves.toMatchObject({ ok: true });
    expect(service).toHaveBeenCalledTimes(1);
    expect(attemptInFlight('AAAA-BBBB-CCCC')).toBeUndefined();
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
