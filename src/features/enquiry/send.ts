/**
 * THE seam to the e-mail service: the only module that talks to EmailJS. The SDK is loaded on demand
 * (when a form appears), so pages without a form never download it.
 */
import { enquiryConfig } from './config';
import { normaliseSendError, SendTimeoutError, type SendFailure } from './errors';
import { templateParams, type Enquiry } from './fields';
import { safeStorage, storageThrows } from '../../lib/safeStorage';
import type { Locale } from '../../i18n/locale';

/** The `language` template parameter: the language the visitor wrote in, so the answer is in it too. */
export const LANGUAGE_PARAM: Readonly<Record<Locale, string>> = { en: 'English', ru: 'Russian' };

/** The SDK's own throttle: one send per this many milliseconds per browser, under an explicit id. */
export const LIMIT_RATE = { id: 'ivm-enquiry', throttle: 5000 } as const;

/** A send with no answer after this long is given up: the visitor is told and can send again. */
export const SEND_TIMEOUT_MS = 20_000;

/** What is sent: the eight fields, `language`, `enquiry_id` and, with a quote list, `products`. */
export type SendParams = Readonly<Record<string, string>>;

export type SendResult = { ok: true; status: number; text: string } | { ok: false; failure: SendFailure };

type EmailSdk = typeof import('@emailjs/browser');
let sdk: Promise<EmailSdk> | undefined;

/**
 * The SDK probes `localStorage` as it loads (for its rate limit), and that probe throws where the
 * browser blocks site data, which would fail the import. Then the import runs with `localStorage`
 * shadowed as absent; the SDK gets its storage from `init` (`storageProvider`) instead.
 */
function importSdk(): Promise<EmailSdk> {
  if (!storageThrows()) return import('@emailjs/browser');
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  try {
    Object.defineProperty(globalThis, 'localStorage', {
      value: undefined,
      configurable: true,
      writable: true,
    });
  } catch {
    return import('@emailjs/browser');
  }
  return import('@emailjs/browser').finally(() => {
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });
}

/** Starts (or reuses) the download of the EmailJS SDK. A failed download is retried next time. */
export function loadEmailSdk(): Promise<EmailSdk> {
  sdk ??= importSdk().catch((error: unknown) => {
    sdk = undefined;
    throw error;
  });
  return sdk;
}

/** Starts downloading the SDK in the background (when a form appears); errors surface at send time. */
export function preloadEmailSdk(): void {
  loadEmailSdk().catch(() => undefined);
}

/** The SDK's storage for its rate limit: localStorage when it works, this page's memory when not. */
const sdkStorage = {
  get: (key: string) => Promise.resolve(safeStorage.getItem(key)),
  set: (key: string, value: string) => Promise.resolve(safeStorage.setItem(key, value)),
  remove: (key: string) => Promise.resolve(safeStorage.removeItem(key)),
};

/** Milliseconds until the SDK's rate limit lets the next send through (0: now). */
export function throttleRemaining(now = Date.now()): number {
  const last = Number(safeStorage.getItem(LIMIT_RATE.id) ?? 0) || 0;
  return Math.max(0, Math.min(LIMIT_RATE.throttle, LIMIT_RATE.throttle - (now - last)));
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

/** A fresh enquiry id: the sales team sees the same id twice if an enquiry ever arrives twice. */
export function newEnquiryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Sends one enquiry's template parameters with the service id, template id and public key. Never
 * throws: the result says whether it was sent, and why not; no answer within SEND_TIMEOUT_MS (the
 * SDK's download included) is a 'timeout'. Logs as the specification says (the response on success,
 * the error text on failure).
 */
export async function sendParams(params: SendParams): Promise<SendResult> {
  const config = enquiryConfig();
  const attempt = async () => {
    const emailjs = await loadEmailSdk();
    // The origin only takes effect through init: send() ignores an origin in its options.
    emailjs.init({
      publicKey: config.publicKey,
      ...(config.origin ? { origin: config.origin } : {}),
      limitRate: { ...LIMIT_RATE },
      storageProvider: sdkStorage,
      blockHeadless: false,
    });
    return emailjs.send(config.serviceId, config.templateId, { ...params }, { publicKey: config.publicKey });
  };
  try {
    const response = await withTimeout(attempt(), SEND_TIMEOUT_MS);
    console.log(`Enquiry sent: ${response.status} ${response.text}`);
    return { ok: true, status: response.status, text: response.text };
  } catch (error) {
    const failure = normaliseSendError(error);
    console.error(`Enquiry not sent: ${failure.text}`);
    return { ok: false, failure };
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
