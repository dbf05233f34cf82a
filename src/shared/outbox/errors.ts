/**
 * The one place where a failed send is understood (send.ts's sdkFailure makes these from what the
 * SDK's send() rejects with; this module does not load the SDK). Five kinds go again by themselves
 * from the outbox: no connection, no answer in time, the SDK's own spacing of sends, the service's
 * rate limit (429) and a service that is down (5xx). Any other 4xx is a refusal that waiting will not change (the month's quota spent, a template
 * or service deleted, a revoked key, an origin not allowed), as is a build without its EmailJS ids:
 * the visitor is told at once that the enquiry has not been sent.
 */
export type FailureKind =
  | 'network'
  | 'timeout'
  | 'throttled'
  | 'rate-limited'
  | 'unavailable'
  | 'not-configured'
  | 'rejected';

export interface SendFailure {
  kind: FailureKind;
  /** The HTTP status, when the service answered. */
  status: number | null;
  /** The service's error text (or what failed), for the console and the operator's report. */
  text: string;
  /** How long to wait before the next attempt may go (the SDK's spacing), when known. */
  retryAfterMs?: number;
}

/** Whether an enquiry that failed so is sent again by itself, later. */
export function retriedByItself(failure: SendFailure): boolean {
  return !willNotChange(failure);
}

/** A refusal that waiting will not change: the visitor is told at once that it has not been sent. */
export function willNotChange(failure: SendFailure): boolean {
  return failure.kind === 'rejected' || failure.kind === 'not-configured';
}

/** An answer with an error status from the service. */
export function failureOf(status: number, body: string): SendFailure {
  const text = body.trim() || `HTTP ${status}`;
  const kind: FailureKind = status === 429 ? 'rate-limited' : status >= 500 ? 'unavailable' : 'rejected';
  return { kind, status, text };
}

/** No answer at all: the connection failed (fetch rejected). */
export function networkFailure(error: unknown): SendFailure {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return { kind: 'network', status: null, text };
}

/** No answer within `ms`: the attempt may still be under way, and may still arrive. */
export function timeoutFailure(ms: number): SendFailure {
  return {
    kind: 'timeout',
    status: null,
    text: `No answer from the e-mail service within ${Math.round(ms / 1000)} s`,
  };
}
