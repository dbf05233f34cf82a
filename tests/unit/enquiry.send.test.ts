import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEnquiry } from '../../src/features/enquiry/fields';

const sdk = vi.hoisted(() => ({ init: vi.fn(), send: vi.fn() }));
vi.mock('@emailjs/browser', () => ({ ...sdk, default: sdk }));

const { LIMIT_RATE, sendEnquiry } = await import('../../src/features/enquiry/send');

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
  sdk.init.mockReset();
  sdk.send.mockReset();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('sendEnquiry (the e-mail seam)', () => {
  it('without configuration sends to the local endpoint: local ids, the page origin through init, a rate limit', async () => {
    sdk.send.mockResolvedValue({ status: 200, text: 'OK' });
    await expect(sendEnquiry(enquiry)).resolves.toEqual({ ok: true, status: 200, text: 'OK' });
    expect(sdk.init).toHaveBeenCalledWith({
      publicKey: 'local-key',
      origin: window.location.origin,
      limitRate: { id: 'ivm-enquiry', throttle: LIMIT_RATE.throttle },
      storageProvider: expect.objectContaining({ get: expect.any(Function), set: expect.any(Function) }),
      blockHeadless: false,
    });
    expect(LIMIT_RATE.throttle).toBeGreaterThan(0);
    expect(LIMIT_RATE.throttle).toBeLessThanOrEqual(10_000);
    expect(sdk.send).toHaveBeenCalledWith(
      'local-service',
      'local-template',
      { ...enquiry, language: 'English', enquiry_id: expect.any(String) },
      { publicKey: 'local-key' },
    );
    expect(sdk.init.mock.invocationCallOrder[0]).toBeLessThan(sdk.send.mock.invocationCallOrder[0]!);
    expect(console.log).toHaveBeenCalledWith('Enquiry sent: 200 OK');
  });

  it('with configuration sends the configured ids; the origin only when given', async () => {
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_x');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_x');
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'key_x');
    sdk.send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendEnquiry(enquiry);
    expect(sdk.init.mock.calls[0]?.[0]).not.toHaveProperty('origin');
    expect(sdk.send).toHaveBeenCalledWith(
      'service_x',
      'template_x',
      { ...enquiry, language: 'English', enquiry_id: expect.any(String) },
      { publicKey: 'key_x' },
    );

    vi.stubEnv('VITE_EMAILJS_ORIGIN', 'https://api.eu.emailjs.example');
    await sendEnquiry(enquiry);
    expect(sdk.init.mock.calls[1]?.[0]).toMatchObject({ origin: 'https://api.eu.emailjs.example' });
  });

  it('says the page’s language (Russian pages: "Russian") and adds the quote list only when there is one', async () => {
    sdk.send.mockResolvedValue({ status: 200, text: 'OK' });
    const russian = {
      ...enquiry,
      inquiry_type: 'Обслуживание клиентов / техническая поддержка',
      from_name: 'Ольга',
    };
    await sendEnquiry(russian, '', 'ru');
    expect(sdk.send.mock.calls[0]?.[2]).toEqual({
      ...russian,
      language: 'Russian',
      enquiry_id: expect.any(String),
    });
    await sendEnquiry(enquiry, 'Криостат 6250: https://ivmmedical.com/ru/hist6', 'ru');
    expect(sdk.send.mock.calls[1]?.[2]).toEqual({
      ...enquiry,
      language: 'Russian',
      enquiry_id: expect.any(String),
      products: 'Криостат 6250: https://ivmmedical.com/ru/hist6',
    });
  });

  it('never throws: a rejection comes back normalised and its text goes to the console', async () => {
    sdk.send.mockRejectedValueOnce({ status: 429, text: 'Too Many Requests' });
    await expect(sendEnquiry(enquiry)).resolves.toEqual({
      ok: false,
      failure: { kind: 'rate-limited', status: 429, text: 'Too Many Requests' },
    });
    expect(console.error).toHaveBeenCalledWith('Enquiry not sent: Too Many Requests');

    sdk.send.mockRejectedValueOnce('The service ID is required. Visit https://dashboard.emailjs.com/admin');
    expect(await sendEnquiry(enquiry)).toMatchObject({ ok: false, failure: { kind: 'not-configured' } });

    sdk.send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendEnquiry(enquiry)).toMatchObject({ ok: false, failure: { kind: 'network' } });
  });
});
