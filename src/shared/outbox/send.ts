/**
 * THE seam to the e-mail service: the only module that talks to EmailJS, through its browser SDK
 * (@emailjs/browser), as its documentation teaches: the public key and the SDK's rate limit given
 * once with init(), then send(). What the SDK cannot do is done around it: an attempt cannot be
 * called back, so one enquiry never has two attempts in flight (one per id, held under a Web Lock
 * that ends with the attempt or with the page), and a caller stops waiting after SEND_TIMEOUT_MS
 * while the attempt goes on. Every refused attempt is reported to the site's own origin (report.ts).
 */
// Before the SDK: it reads localStorage as it loads, which throws where site data is blocked.
import { restoreStorage } from './sdkStorageGuard';
import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import { enquiryConfig } from './config';
import { failureOf, networkFailure, timeoutFailure, type SendFailure } from './errors';
import { templateParams, type Enquiry } from './fields';
import { reportRefusal } from './report';
import { safeStorage } from '../../lib/safeStorage';
import { LAST_SEND_KEY } from '../../lib/storageKeys';
import type { Locale } from '../../i18n/locale';

restoreStorage();

/** The `language` template parameter: the language the visitor wrote in, so the answer is in it too. */
export const LANGUAGE_PARAM: Readonly<Record<Locale, string>> = { en: 'English', ru: 'Russian' };

/** EmailJS's API when no other origin is configured (the SDK's default too). */
export const EMAILJS_API = 'https://api.emailjs.com';
/** Where the SDK's send() posts, under the origin given to init(). */
export const SEND_PATH = '/api/v1.0/email/send';

/**
 * One send per this many milliseconds from a device (the SDK's limitRate, stored under LAST_SEND_KEY):
 * the rate limit docs/deploying.md asks for in the EmailJS dashboard, so a batch of kept enquiries
 * is spaced to it instead of being refused.
 */
export const SEND_SPACING_MS = 10_000;

/** A caller waits this long for an answer; the attempt itself goes on until the network ends it. */
export const SEND_TIMEOUT_MS = 20_000;

/** What is sent: the eight fields, `language`, `enquiry_id` and, with a quote list, `products`. */
export type SendParams = Readonly<Record<string, string>>;

export type SendResult = { ok: true; status: number; text: string } | { ok: false; failure: SendFailure };

/**
 * What @emailjs/browser's send() rejected with, understood. It rejects with an EmailJSResponseStatus
 * for the service's error answers and for its own limitRate (429, 'Too Many Requests', with nothing
 * sent: `reached` tells them apart), with a plain string when an id is missing, and lets fetch's
 * TypeError through when there was no answer.
 */
export function sdkFailure(error: unknown, reached: boolean, throttleLeftMs = 0): SendFailure {
  if (error instanceof EmailJSResponseStatus) {
    if (!reached && error.status === 429) {
      const text = 'Spaced by the SDK (limitRate)';
      return { kind: 'throttled', status: null, text, retryAfterMs: throttleLeftMs };
    }
    // EmailJSResponseStatus(0, 'Network Error') is the SDK's default: no status means no answer.
    if (error.status > 0) return failureOf(error.status, String(error.text ?? ''));
  }
  if (typeof error === 'string') return { kind: 'not-configured', status: null, text: error };
  return networkFailure(error);
}

/** Milliseconds until the SDK's limitRate lets the next send through (0: now). */
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
 * The SDK's storage for its limitRate, one per attempt: it never throws (storage may), and it tells
 * whether the SDK let the attempt through (the SDK writes the time only then).
 */
function limitStorage() {
  const seen: { passed: boolean; previous: string | null } = { passed: false, previous: null };
  const provider = {
    get: (key: string) => Promise.resolve(safeStorage.getItem(key)),
    set: (key: string, value: string) => {
      seen.passed = true;
      seen.previous = safeStorage.getItem(key);
      safeStorage.setItem(key, value);
      return Promise.resolve();
    },
    remove: (key: string) => Promise.resolve(safeStorage.removeItem(key)),
  };
  return { provider, seen };
}

let initialised = '';

/** init() once per configuration: the public key, the origin and the rate limit (its storage comes with each send). */
function initOnce(publicKey: string, origin: string): void {
  const key = `${publicKey} ${origin}`;
  if (initialised === key) return;
  // blockHeadless stays off: the site's own tests drive headless browsers.
  init({ publicKey, limitRate: { id: LAST_SEND_KEY, throttle: SEND_SPACING_MS } }, origin);
  initialised = key;
}

/** One send through the SDK. Never throws. */
async function sdkSend(params: SendParams): Promise<SendResult> {
  const config = enquiryConfig();
  const { provider, seen } = limitStorage();
  try {
    initOnce(config.publicKey, config.origin ?? EMAILJS_API);
    const response = await send(config.serviceId, config.templateId, { ...params }, { storageProvider: provider });
    console.log(`Enquiry sent: ${response.status} ${response.text}`);
    return { ok: true, status: response.status, text: response.text };
  } catch (error) {
    const reached = seen.passed && error instanceof EmailJSResponseStatus;
    // A connection that failed did not reach the service: it does not count toward its rate limit.
    if (seen.passed && !reached) {
      if (seen.previous === null) safeStorage.removeItem(LAST_SEND_KEY);
      else safeStorage.setItem(LAST_SEND_KEY, seen.previous);
    }
    const failure = sdkFailure(error, reached, throttleRemaining());
    console.error(`Enquiry not sent: ${failure.text}`);
    if (failure.kind !== 'throttled') reportRefusal(failure);
    return { ok: false, failure };
  }
}

const attempts = new Map<string, Promise<SendResult>>();

/** Forgets the attempts in flight (tests: a new page). */
export function forgetAttempts(): void {
  attempts.clear();
}

/** The name of the Web Lock an enquiry's attempt holds: released when it settles, or the page closes. */
export const sendLockName = (id: string) => `ivm.send.${id}`;

/** The attempt of this enquiry in flight in this page, if any. */
export function attemptInFlight(id: string): Promise<SendResult> | undefined {
  return attempts.get(id);
}

/**
 * The enquiry's attempt: a new one, or the one already in flight in this page (never two at once).
 * It settles when the service answers or the network gives up, however long that takes.
 */
export function attempt(params: SendParams): Promise<SendResult> {
  const id = params.enquiry_id ?? '';
  const running = attempts.get(id);
  if (running) return running;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const locked = async (held: LockManager): Promise<SendResult> =>
    await held.request(sendLockName(id), () => sdkSend(params));
  // Locks refused (site data blocked): sent without one, as this page alone sends it anyway.
  const run = (locks && id ? locked(locks).catch(() => sdkSend(params)) : sdkSend(params)).finally(() =>
    attempts.delete(id),
  );
  attempts.set(id, run);
  return run;
}

/**
 * Sends one enquiry's template parameters. Never throws: the result says whether it was sent, and
 * why not. With no answer within `waitMs` it says 'timeout' while the attempt goes on
 * (attemptInFlight tells its end). Logs as the specification says (the response, or the error text).
 */
export function sendParams(params: SendParams, waitMs = SEND_TIMEOUT_MS): Promise<SendResult> {
  const run = attempt(params);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, failure: timeoutFailure(waitMs) }), waitMs);
  });
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
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
