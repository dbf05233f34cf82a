import { vi } from 'vitest';

/** What the stand-in e-mail service answers one send with. */
export interface Answer {
  status: number;
  text: string;
  headers?: Record<string, string>;
}

export const OK: Answer = { status: 200, text: 'OK' };

/**
 * The seam of the enquiry tests: EmailJS's REST endpoint, behind `fetch`. `service` is called with
 * each send's template parameters (and the request, for its URL, body and abort signal) and answers
 * it; everything between it and the form (send.ts, the outbox, storage) is real. An answer that is a
 * promise may never come: an aborted request then fails as the browser's fetch does.
 */
export const service =
  vi.fn<
    (
      params: Record<string, string>,
      request: { url: string; body: Record<string, unknown>; signal?: AbortSignal },
    ) => Promise<Answer>
  >();

export function installService(): void {
  service.mockReset();
  service.mockResolvedValue(OK);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const aborted = new Promise<never>((_, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
    const answer = await Promise.race([
      service(body.template_params as Record<string, string>, {
        url,
        body,
        signal: init.signal ?? undefined,
      }),
      aborted,
    ]);
    return new Response(answer.text, { status: answer.status, headers: answer.headers });
  });
}

/** The enquiry ids the service was asked to send, in order. */
export const sentIds = (): string[] => service.mock.calls.map((call) => call[0].enquiry_id ?? '');

/** The next send waits for an answer until the test gives it (or its attempt is aborted). */
export function holdSend(): { answer: (answer?: Answer) => void } {
  let resolve: ((answer: Answer) => void) | undefined;
  service.mockImplementationOnce(() => new Promise<Answer>((settle) => (resolve = settle)));
  return { answer: (answer = OK) => resolve?.(answer) };
}
