/**
 * THE seam to the e-mail service: the only module that talks to EmailJS, through its REST endpoint
 * (`POST /api/v1.0/email/send`, the call the @emailjs/browser SDK itself makes). Not through the
 * SDK: its send() can neither be called back when the service does not answer (a retry would then
 * run beside it: the sales team gets the enquiry twice) nor tell a retry when the service allows one
 * (`Retry-After`). docs/architecture.md, "Own code where a library exists".
 */
import { enquiryConfig } from './config';
import { failureOf, networkFailure, timeoutFailure, type SendFailure } from './errors';
import { templateParams, type Enquiry } from './fields';
import { safeStorage } from '../../lib/safeStorage';
import { LAST_SEND_KEY } from '../../lib/storageKeys';
import type { Locale } from '../../i18n/locale';

/** The `language` template parameter: the language the visitor wrote in, so the answer is in it too. */
export const LANGUAGE_PARAM: Readonly<Record<Locale, string>> = { en: 'English', ru: 'Russian' };

/** EmailJS's API when no other origin is configured. */
export const EMAILJS_API = 'https://api.emailjs.com';
export const SEND_PATH = '/api/v1.0/email/send';

/**
 * One send per this many milliseconds from a device: the rate limit docs/deploying.md asks for in the
 * EmailJS dashboard, so a batch of kept enquiries is spaced to it instead of being refused.
 */
export const SEND_SPACING_MS = 10_000;

/** A send with no answer after this long is called back (aborted): it may still have arrived. */
export const SEND_TIMEOUT_MS = 20_000;

/** What is sent: the eight fields, `language`, `enquiry_id` and, with a quote list, `products`. */
export type SendParams = Readonly<Record<string, string>>;

export type SendResult = { ok: true; status: number; text: string } | { ok: false; failure: SendFailure };

/** Milliseconds until the next send keeps the spacing (0: now). */
export function throttleRemaining(now = Date.now()): number {
  const last = Number(safeStorage.getItem(LAST_SEND_KEY) ?? 0) || 0;
  return Math.max(0, Math.min(SEND_SPACING_MS, SEND_SPACING_MS - (now - last)));
}

/** The template parameters of an enquiry: the fields as typed, the page's language, its id, the products. */
export function enquiryParams(
  enquiry: Enquiry,
  products: string,
  locale: Locale,
  enquiryId: string,
): SendParams {
  return {
    ...templateParams(enquiry),
    language: LANGUAGE_PARAM[locale],
    enquiry_id: enquiryId,
    ...(products ? { products } : {}),
  };
}

/**
 * A fresh enquiry id, short enough to read in an e-mail's subject ('Enquiry 7K2M-9QXD'): every attempt
 * of one enquiry carries it, so the sales team sees an enquiry that arrived twice as one.
 */
export function newEnquiryId(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const letters = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/**
 * Sends one enquiry's template parameters with the service id, template id and public key. Never
 * throws: the result says whether it was sent, and why not. An attempt with no answer within
 * SEND_TIMEOUT_MS is aborted before this returns, so a retry never runs beside it. Logs as the
 * specification says (the response on success, the error text on failure).
 */
export async function sendParams(params: SendParams): Promise<SendResult> {
  const config = enquiryConfig();
  const missing = [config.serviceId, config.templateId, config.publicKey].some((id) => !id);
  const result: SendResult = missing
    ? { ok: false, failure: { kind: 'not-configured', status: null, text: 'EmailJS ids missing' } }
    : await post(`${config.origin ?? EMAILJS_API}${SEND_PATH}`, {
        service_id: config.serviceId,
        template_id: config.templateId,
        user_id: config.publicKey,
        template_params: params,
      });
  if (result.ok) console.log(`Enquiry sent: ${result.status} ${result.text}`);
  else console.error(`Enquiry not sent: ${result.failure.text}`);
  return result;
}

async function post(url: string, body: object): Promise<SendResult> {
  // What reached the service counts toward its rate limit; a connection that failed did not.
  const previous = safeStorage.getItem(LAST_SEND_KEY);
  safeStorage.setItem(LAST_SEND_KEY, String(Date.now()));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    if (response.ok) return { ok: true, status: response.status, text };
    return { ok: false, failure: failureOf(response.status, text, response.headers.get('Retry-After')) };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, failure: timeoutFailure(SEND_TIMEOUT_MS) };
    if (previous === null) safeStorage.removeItem(LAST_SEND_KEY);
    else safeStorage.setItem(LAST_SEND_KEY, previous);
    return { ok: false, failure: networkFailure(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends one enquiry: the eight fields as template parameters, `language` (the page's: 'English',
 * 'Russian'), `enquiry_id` and `products` (the quote list, when there is one).
 */
export function sendEnquiry(
  enquiry: Enquiry,
  products = '',
  locale: Locale = 'en',
  enquiryId: string = newEnquiryId(),
): Promise<SendResult> {
  return sendParams(enquiryParams(enquiry, products, locale, enquiryId));
}
