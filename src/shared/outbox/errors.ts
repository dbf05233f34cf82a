/**
 * The one place where a failed send is understood (send.ts makes these). Four kinds go again by
 * themselves from the outbox: no connection, no answer in time, the service's rate limit (429) and a
 * service that is down (5xx). A refusal that will not change by waiting (any other 4xx: a bad
 * template, a blocked origin) waits for the visitor, as does a build without its EmailJS ids.
 */
export type FailureKind =
  'network' | 'timeout' | 'rate-limited' | 'unavailable' | 'not-configured' | 'rejected';

export interface SendFailure {
  kind: FailureKind;
  /** The HTTP status, when there was an answer. */
  status: number | null;
  /** The error text, for the console. */
  text: string;
  /** How long the service asked us to wait (its Retry-After), when it said. */
  retryAfterMs?: number;
}

/** Whether an enquiry that failed so is sent again by itself, later. */
export function retriedByItself(failure: SendFailure): boolean {
  return ['network', 'timeout', 'rate-limited', 'unavailable'].includes(failure.kind);
}

/** Retry-After as milliseconds: seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header.trim());
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** An answer with an error status. */
export function failureOf(status: number, body: string, retryAfter: string | null = null): SendFailure {
  const text = body.trim() || `HTTP ${status}`;
  const wait = retryAfterMs(retryAfter);
  const kind: FailureKind = status === 429 ? 'rate-limited' : status >= 500 ? 'unavailable' : 'rejected';
  return { kind, status, text, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
}

/** No answer at all: the connection failed (fetch rejected). */
export function networkFailure(error: unknown): SendFailure {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return { kind: 'network', status: null, text };
}

/** No answer within `ms`: the attempt was called back, though it may have arrived. */
export function timeoutFailure(ms: number): SendFailure {
  return {
    kind: 'timeout',
    status: null,
    text: `No answer from the e-mail service within ${Math.round(ms / 1000)} s`,
  };
}
