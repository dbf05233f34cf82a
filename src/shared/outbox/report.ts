/**
 * Tells the company that the e-mail service refused an enquiry, without a third party: a beacon to
 * the site's own origin (REPORT_PATH), which deploy/nginx.conf answers with 204 and writes to a log
 * of its own (README, "Deploying"). It carries the kind, the HTTP status and the service's error
 * text, in the query string (nginx logs no body it does not read), and nothing the visitor typed.
 */
import type { SendFailure } from './errors';
import { REPORT_PATH } from './mode';

export { REPORT_PATH };
/** EmailJS's error texts are one sentence; anything longer is cut here. */
const TEXT_MAX = 200;

/** The report's address for a failure: `?kind=…&status=…&text=…` under REPORT_PATH. */
export function reportUrl(failure: SendFailure): string {
  const query = new URLSearchParams({
    kind: failure.kind,
    status: String(failure.status ?? 0),
    text: failure.text.slice(0, TEXT_MAX),
  });
  return `${REPORT_PATH}?${query.toString()}`;
}

/** Sends the report; never throws, never waits (a lost report costs nothing but the report). */
export function reportRefusal(failure: SendFailure): void {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return;
  const url = reportUrl(failure);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
  } catch {
    // A browser that refuses beacons: nothing else to do.
  }
}
