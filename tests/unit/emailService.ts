import { vi } from 'vitest';
import { REPORT_PATH } from '../../src/shared/outbox/report';

/** What the stand-in e-mail service answers one send with. */
export interface Answer {
  status: number;
  text: string;
  headers?: Record<string, string>;
}

export const OK: Answer = { status: 200, text: 'OK' };

/**
 * The seam of the enquiry tests: EmailJS's REST endpoint, behind `fetch`, as @emailjs/browser's
 * send() calls it. `service` is called with each send's template parameters (and the request, for
 * its URL and body) and answers it; everything between it and the form (the SDK, send.ts, the
 * outbox, storage) is real. An answer that is a promise may never come. The reports of refused
 * sends to the site's own origin (report.ts) are kept in `reports`.
 */
export const service =
  vi.fn<
    (
      params: Record<string, string>,
      request: { url: string; body: Record<string, unknown> },
    ) => Promise<Answer>
  >();

/** The query strings of the reports sent to the site's own origin, in order. */
export const reports: URLSearchParams[] = [];

export function installService(): void {
  service.mockReset();
  service.mockResolvedValue(OK);
  reports.length = 0;
  // jsdom's sendBeacon would really post (to a server that is not there).
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url: string | URL) => {
    const address = new URL(url, 'http://site.test');
    if (address.pathname === REPORT_PATH) reports.push(address.searchParams);
    return true;
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const answer = await service(body.template_params as Record<string, string>, { url, body });
    return new Response(answer.text, { status: answer.status, headers: answer.headers });
  });
}

/** The enquiry ids the service was asked to send, in order. */
export const sentIds = (): string[] => service.mock.calls.map((call) => call[0].enquiry_id ?? '');

/** The next send waits for an answer until the test gives it. */
export function holdSend(): { answer: (answer?: Answer) => void } {
  let resolve: ((answer: Answer) => void) | undefined;
  service.mockImplementationOnce(() => new Promise<Answer>((settle) => (resolve = settle)));
  return { answer: (answer = OK) => resolve?.(answer) };
}
