import type { EnquiryStrings } from './enquiry.en';

/**
 * The one place where a failed send is understood. The EmailJS SDK rejects in three shapes:
 *  - an EmailJSResponseStatus `{ status, text }` (the service answered with an error, or the SDK's
 *    own limits: 429 rate limit, 403 block list, 451 headless browser; status 0 'Network Error'),
 *  - a plain string (a missing public key, service id or template id, or bad options),
 *  - an Error, usually a TypeError from fetch when the connection is down.
 */
export type FailureKind = 'rate-limited' | 'network' | 'timeout' | 'not-configured' | 'rejected';

/** A send given up because no answer came in time (send.ts): the enquiry may or may not have arrived. */
export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer from the e-mail service within ${Math.round(ms / 1000)} s`);
    this.name = 'SendTimeoutError';
  }
}

export interface SendFailure {
  kind: FailureKind;
  /** The HTTP status, when there was one (0 is the SDK's 'Network Error'). */
  status: number | null;
  /** The error text, for the console. */
  text: string;
}

function isResponseStatus(value: unknown): value is { status: number; text?: unknown } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number'
  );
}

const NETWORK_MESSAGE =
  /failed to fetch|networkerror|network error|load failed|network request failed|dynamically imported module/i;

export function normaliseSendError(error: unknown): SendFailure {
  if (error instanceof SendTimeoutError) return { kind: 'timeout', status: null, text: error.message };
  if (isResponseStatus(error)) {
    const status = error.status;
    const text = typeof error.text === 'string' && error.text !== '' ? error.text : `HTTP ${status}`;
    if (status === 429) return { kind: 'rate-limited', status, text };
    if (status === 0) return { kind: 'network', status, text };
    return { kind: 'rejected', status, text };
  }
  if (typeof error === 'string') {
    return { kind: 'not-configured', status: null, text: error };
  }
  if (error instanceof Error) {
    const text = error.message || error.name;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (error instanceof TypeError || NETWORK_MESSAGE.test(text) || offline) {
      return { kind: 'network', status: null, text };
    }
    return { kind: 'rejected', status: null, text };
  }
  return { kind: 'rejected', status: null, text: String(error) };
}

/** What the visitor is told, beyond 'not sent': what to do next, in the page's language (`t.enquiry.advice`). */
export function failureAdvice(failure: SendFailure, advice: EnquiryStrings['advice']): string {
  switch (failure.kind) {
    case 'rate-limited':
      return advice.rateLimited;
    case 'network':
      return advice.network;
    case 'timeout':
      return advice.timeout;
    case 'not-configured':
      return advice.notConfigured;
    case 'rejected':
      return failure.status !== null && failure.status >= 500 ? advice.serverError : advice.rejected;
  }
}
