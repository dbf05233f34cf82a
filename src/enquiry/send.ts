/**
 * THE seam to the e-mail service: the only module that talks to EmailJS. The SDK is loaded on demand
 * (when a form appears), so pages without a form never download it.
 */
import { enquiryConfig } from './config';
import { normaliseSendError, type SendFailure } from './errors';
import { templateParams, type Enquiry } from './fields';
import type { Locale } from '../i18n/locale';

/** The `language` template parameter: the language the visitor wrote in, so the answer is in it too. */
export const LANGUAGE_PARAM: Readonly<Record<Locale, string>> = { en: 'English', ru: 'Russian' };

/** The SDK's own throttle: one send per this many milliseconds per browser, under an explicit id. */
export const LIMIT_RATE = { id: 'ivm-enquiry', throttle: 5000 } as const;

export type SendResult = { ok: true; status: number; text: string } | { ok: false; failure: SendFailure };

type EmailSdk = typeof import('@emailjs/browser');
let sdk: Promise<EmailSdk> | undefined;

/** Starts (or reuses) the download of the EmailJS SDK. A failed download is retried next time. */
export function loadEmailSdk(): Promise<EmailSdk> {
  sdk ??= import('@emailjs/browser').catch((error: unknown) => {
    sdk = undefined;
    throw error;
  });
  return sdk;
}

/** Starts downloading the SDK in the background (when a form appears); errors surface at send time. */
export function preloadEmailSdk(): void {
  loadEmailSdk().catch(() => undefined);
}

/**
 * Sends one enquiry: the eight fields as template parameters, `language` (the page's: 'English',
 * 'Russian') and `products` (the quote list, when there is one), with the service id, template id
 * and public key. Never throws: the result says whether it was sent, and why not. Logs as SPEC
 * section 7 says (the response on success, the error text on failure).
 */
export async function sendEnquiry(
  enquiry: Enquiry,
  products = '',
  locale: Locale = 'en',
): Promise<SendResult> {
  const config = enquiryConfig();
  try {
    const emailjs = await loadEmailSdk();
    // The origin only takes effect through init: send() ignores an origin in its options.
    emailjs.init({
      publicKey: config.publicKey,
      ...(config.origin ? { origin: config.origin } : {}),
      limitRate: { ...LIMIT_RATE },
      blockHeadless: false,
    });
    // Issue 15: the quote list, one line per product, as `products` (only when it has any).
    const params = {
      ...templateParams(enquiry),
      language: LANGUAGE_PARAM[locale],
      ...(products ? { products } : {}),
    };
    const response = await emailjs.send(config.serviceId, config.templateId, params, {
      publicKey: config.publicKey,
    });
    console.log(`Enquiry sent: ${response.status} ${response.text}`);
    return { ok: true, status: response.status, text: response.text };
  } catch (error) {
    const failure = normaliseSendError(error);
    console.error(`Enquiry not sent: ${failure.text}`);
    return { ok: false, failure };
  }
}
