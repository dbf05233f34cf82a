import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ENQUIRY, makeEnquiry } from '../../src/shared/outbox/fields';
import {
  cancelKept,
  claim,
  CLAIM_STALE_MS,
  flushOutbox,
  GIVE_UP_MS,
  keepEnquiry,
  MAX_ATTEMPTS,
  keptEnquiries,
  KEPT_FOR_DAYS,
  KEPT_FOR_MS,
  ownerId,
  resetOutbox,
  sendKeptNow,
  useOutbox,
  type KeptEnquiry,
} from '../../src/shared/outbox/outbox';
import { resetMemoryStorage } from '../../src/lib/safeStorage';
import { OUTBOX_KEY } from '../../src/lib/storageKeys';
import {
  enquiryParams,
  SEND_SPACING_MS,
  SEND_TIMEOUT_MS,
  type SendParams,
} from '../../src/shared/outbox/send';
import { editDraft, getDraft, resetDrafts, submitDraft } from '../../src/features/enquiry/store';
import { addToQuoteList, getQuoteList } from '../../src/shared/quoteList/quoteList';
import { type Answer, holdSend, installService, reports, sentIds, service } from './emailService';

// The seam: EmailJS's REST endpoint behind fetch (./emailService). Everything between it and the
// outbox (send.ts, safeStorage.ts) is real.
const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const MINUTES = 60_000;
const STORAGE = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

const params = (id: string, products = ''): SendParams =>
  enquiryParams(
    makeEnquiry({
      inquiry_type: 'Request a quote/product information',
      from_name: 'Amira',
      company_name: 'Lab Co',
      from_email: 'amira@example.com',
      country: 'UAE',
      message: `Enquiry ${id}`,
    }),
    products,
    'en',
    id,
  );

const keptIds = () => keptEnquiries().map((entry) => entry.id);
const stored = (): unknown => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? 'null');

/** Runs fake time forward, a second at a time, until `work` settles: the outbox spaces its sends. */
async function run<T>(work: Promise<T>): Promise<T> {
  let done = false;
  work.then(
    () => (done = true),
    () => (done = true),
  );
  for (let second = 0; second < 900 && !done; second += 1) await vi.advanceTimersByTimeAsync(1000);
  return work;
}

/** Runs fake time forward until the service has been asked `times` times. */
async function untilSent(times: number): Promise<void> {
  for (let step = 0; step < 1800 && service.mock.calls.length < times; step += 1)
    await vi.advanceTimersByTimeAsync(500);
  expect(service).toHaveBeenCalledTimes(times);
}

/** Another tab or the next page: the same storage, its own copy of the outbox module and its state. */
async function otherPage() {
  vi.resetModules();
  return import('../../src/shared/outbox/outbox');
}

/**
 * A Web Locks manager shared by every "tab" of the test: per name, one holder at a time, first come
 * first served; query() tells which names are held.
 */
function installWebLocks(): string[] {
  const requested: string[] = [];
  const queues = new Map<string, Promise<unknown>>();
  const held = new Map<string, number>();
  const locks = {
    request(name: string, callback: () => unknown) {
      requested.push(name);
      const granted = (queues.get(name) ?? Promise.resolve()).then(async () => {
        held.set(name, (held.get(name) ?? 0) + 1);
        try {
          return await callback();
        } finally {
          held.set(name, (held.get(name) ?? 1) - 1);
        }
      });
      queues.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
    query: () =>
      Promise.resolve({
        held: [...held].filter(([, count]) => count > 0).map(([name]) => ({ name })),
        pending: [],
      }),
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return requested;
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  localStorage.clear();
  resetMemoryStorage();
  resetOutbox();
  resetDrafts();
  installService();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  if (STORAGE) Object.defineProperty(globalThis, 'localStorage', STORAGE);
  Reflect.deleteProperty(navigator, 'locks');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetOutbox();
  resetMemoryStorage();
});

describe('keeping an enquiry', () => {
  it('keeps its fields, quoted products, id and time on the device, waiting, and a next page reads it', async () => {
    keepEnquiry(params('e-1', 'Cryostat: https://ivmmedical.com/hist6'), ['hist6'], T0);

    const expected: KeptEnquiry = {
      id: 'e-1',
      params: { ...params('e-1', 'Cryostat: https://ivmmedical.com/hist6') },
      quoted: ['hist6'],
      keptAt: T0,
      state: 'waiting',
      owner: ownerId(),
      attempts: 0,
      notBefore: T0,
    };
    expect(keptEnquiries()).toEqual([expected]);
    expect(keptEnquiries()[0]?.params).toMatchObject({
      from_name: 'Amira',
      message: 'Enquiry e-1',
      language: 'English',
      enquiry_id: 'e-1',
      products: 'Cryostat: https://ivmmedical.com/hist6',
    });
    expect(stored()).toEqual([expected]);
    expect((await otherPage()).keptEnquiries()).toEqual([expected]);
  });

  it('lists them oldest first; keeping again under the same id replaces it; the list is stable until it changes', () => {
    keepEnquiry(params('e-1'), [], T0);
    keepEnquiry(params('e-2'), [], T0 + 1);
    const list = keptEnquiries();
    expect(keptEnquiries()).toBe(list);
    expect(keptIds()).toEqual(['e-1', 'e-2']);

    keepEnquiry(params('e-1'), ['lab2'], T0 + 2);
    expect(keptEnquiries()).not.toBe(list);
    expect(keptEnquiries()).toMatchObject([
      { id: 'e-2', keptAt: T0 + 1 },
      { id: 'e-1', keptAt: T0 + 2, quoted: ['lab2'] },
    ]);
  });

  it('needs an enquiry_id', () => {
    const { enquiry_id: _id, ...withoutId } = params('e-1');
    expect(() => keepEnquiry(withoutId, [])).toThrow(/enquiry_id/);
    expect(keptEnquiries()).toEqual([]);
  });

  it('reads only well-formed entries of what another script stored', () => {
    keepEnquiry(params('e-1'), [], T0);
    const good = keptEnquiries()[0];
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        good,
        'junk',
        null,
        { ...good, id: 'e-2' }, // its enquiry_id is not its id
        { ...good, id: 'e-3', params: { ...params('e-3'), n: 1 } },
        { ...params('e-4'), id: 'e-4', quoted: [], keptAt: T0, state: 'lost' },
      ]),
    );
    expect(keptIds()).toEqual(['e-1']);
    localStorage.setItem(OUTBOX_KEY, '{not json');
    expect(keptEnquiries()).toEqual([]);
  });
});

describe('cancelling a kept enquiry', () => {
  it('takes a waiting one off the device, and it is never sent', async () => {
    keepEnquiry(params('e-1'), []);
    keepEnquiry(params('e-2'), []);
    expect(cancelKept('e-1')).toBe(true);
    expect(keptIds()).toEqual(['e-2']);
    expect(cancelKept('e-2')).toBe(true);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();

    await run(flushOutbox());
    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(service).not.toHaveBeenCalled();
    expect(cancelKept('e-1')).toBe(false);
  });

  it('refuses while the enquiry is being sent, and the send completes', async () => {
    keepEnquiry(params('e-1'), []);
    const send = holdSend();
    const flushing = flushOutbox();
    await untilSent(1);

    expect(keptEnquiries()).toMatchObject([{ id: 'e-1', state: 'sending', claimedAt: T0 }]);
    expect(cancelKept('e-1')).toBe(false);
    expect(keptIds()).toEqual(['e-1']);

    send.answer();
    await run(flushing);
    expect(keptEnquiries()).toEqual([]);
    expect(sentIds()).toEqual(['e-1']);
  });

  it('takes one the service refused off the device', async () => {
    service.mockResolvedValueOnce({ status: 400, text: 'The template ID is invalid' });
    keepEnquiry(params('e-1'), []);
    await run(flushOutbox());
    expect(keptEnquiries()).toMatchObject([{ state: 'refused' }]);
    expect(cancelKept('e-1')).toBe(true);
    expect(keptEnquiries()).toEqual([]);
  });
});

describe('sending what was kept, exactly once', () => {
  it('sends each waiting one as kept, oldest first, then forgets it and takes its products off the quote list', async () => {
    addToQuoteList('hist6');
    addToQuoteList('bacter5');
    addToQuoteList('lab2');
    keepEnquiry(params('e-1', 'Cryostat'), ['hist6']);
    keepEnquiry(params('e-2'), []);

    await run(flushOutbox());
    expect(service.mock.calls.map((call) => call[0])).toEqual([params('e-1', 'Cryostat'), params('e-2')]);
    expect(keptEnquiries()).toEqual([]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    // Only the products that went with it: the others stay for the next enquiry.
    expect(getQuoteList().map((product) => product.id)).toEqual(['bacter5', 'lab2']);

    await run(flushOutbox());
    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(service).toHaveBeenCalledTimes(2);
  });

  it('sends once when two flushes of the page overlap', async () => {
    keepEnquiry(params('e-1'), []);
    keepEnquiry(params('e-2'), []);
    const first = holdSend();
    const one = flushOutbox();
    const two = flushOutbox();
    await untilSent(1);
    const three = flushOutbox();
    first.answer();
    await run(Promise.all([one, two, three]));

    expect(sentIds()).toEqual(['e-1', 'e-2']);
    expect(keptEnquiries()).toEqual([]);
  });

  it.each([
    ['without Web Locks', false],
    ['with Web Locks', true],
  ])('sends once when two tabs flush at the same time (%s)', async (_name, withLocks) => {
    const requested = withLocks ? installWebLocks() : [];
    keepEnquiry(params('e-1'), []);
    keepEnquiry(params('e-2'), []);
    const other = await otherPage();
    const sends = [holdSend(), holdSend()];

    const flushes = [flushOutbox(), other.flushOutbox(), flushOutbox(), other.flushOutbox()];
    await untilSent(2);
    sends.forEach((send) => send.answer());
    await run(Promise.all(flushes));
    expect(keptEnquiries()).toEqual([]);
    expect(other.keptEnquiries()).toEqual([]);

    // Later, when any claim would be stale, neither page sends again what the other delivered.
    vi.setSystemTime(T0 + CLAIM_STALE_MS + 1);
    await run(Promise.all([flushOutbox(), other.flushOutbox()]));
    expect(sentIds().sort()).toEqual(['e-1', 'e-2']);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    if (withLocks) {
      expect(requested.length).toBeGreaterThan(0);
      // The outbox's own lock, and one per enquiry while its attempt is in flight.
      expect(new Set(requested)).toEqual(new Set(['ivm.outbox', 'ivm.send.e-1', 'ivm.send.e-2']));
    }
  });

  it('leaves one another tab is sending alone, and takes it over once that claim is stale', async () => {
    keepEnquiry(params('e-1'), []);
    const closed = await otherPage();
    // The other tab claims it and is closed before it sends.
    await expect(closed.claim('e-1')).resolves.toMatchObject({ state: 'sending', claimedAt: T0 });

    await run(flushOutbox());
    expect(service).not.toHaveBeenCalled();
    expect(cancelKept('e-1')).toBe(false);

    vi.setSystemTime(T0 + CLAIM_STALE_MS - 1);
    await run(flushOutbox());
    expect(service).not.toHaveBeenCalled();

    vi.setSystemTime(T0 + CLAIM_STALE_MS);
    await run(flushOutbox());
    await run(flushOutbox());
    expect(sentIds()).toEqual(['e-1']);
    expect(keptEnquiries()).toEqual([]);
  });

  it('sends by itself one whose page was closed while sending it, once that claim is stale', async () => {
    keepEnquiry(params('e-1'), []);
    await (await otherPage()).claim('e-1');
    // This page starts (startOutbox flushes): the claim is fresh, so nothing goes yet.
    await run(flushOutbox());
    expect(service).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(sentIds()).toEqual(['e-1']);
    expect(keptEnquiries()).toEqual([]);
  });

  it('a claim is this page’s only while nobody else holds it', async () => {
    keepEnquiry(params('e-1'), []);
    await expect(claim('e-1')).resolves.toMatchObject({ id: 'e-1', state: 'sending' });
    await expect(claim('e-1')).resolves.toBeNull();
    await expect((await otherPage()).claim('e-1')).resolves.toBeNull();
    await expect(claim('e-1', T0 + CLAIM_STALE_MS)).resolves.toMatchObject({
      claimedAt: T0 + CLAIM_STALE_MS,
    });
    await expect(claim('missing')).resolves.toBeNull();
  });
});

describe('when the network fails', () => {
  it('keeps it waiting as it was (products still on the list), and it goes by itself later', async () => {
    addToQuoteList('hist6');
    service.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    keepEnquiry(params('e-1'), ['hist6'], T0);

    await flushOutbox();
    // Tried again after the spacing, then twice as long each time.
    const waiting = {
      id: 'e-1',
      params: params('e-1'),
      quoted: ['hist6'],
      keptAt: T0,
      state: 'waiting',
      attempts: 1,
      notBefore: T0 + SEND_SPACING_MS,
      failure: { kind: 'network', status: null, text: 'Failed to fetch' },
    };
    expect(keptEnquiries()).toMatchObject([waiting]);
    expect(stored()).toMatchObject([waiting]);
    expect(getQuoteList().map((product) => product.id)).toEqual(['hist6']);

    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(sentIds()).toEqual(['e-1', 'e-1']);
    expect(service.mock.calls[1]?.[0]).toEqual(service.mock.calls[0]?.[0]);
    expect(keptEnquiries()).toEqual([]);
    expect(getQuoteList()).toEqual([]);
  });

  it('an attempt with no answer: waited for SEND_TIMEOUT_MS, then no new one until it has ended, under the same id', async () => {
    // The SDK's request cannot be called back: this one hangs until the network ends it.
    let endIt: (error: Error) => void = () => undefined;
    service.mockImplementationOnce(() => new Promise<Answer>((_, reject) => (endIt = reject)));
    keepEnquiry(params('e-1'), []);
    const flushing = flushOutbox();
    await untilSent(1);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    await run(flushing);
    // Counted as unanswered, and still in flight: this page and another leave it alone.
    expect(keptEnquiries()).toMatchObject([
      { id: 'e-1', state: 'sending', attempts: 1, failure: { kind: 'timeout' } },
    ]);
    const other = await otherPage();
    await run(Promise.all([flushOutbox(), other.flushOutbox(), sendKeptNow('e-1')]));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(service).toHaveBeenCalledTimes(1);

    // The network ends it: then, and only then, the next attempt goes, under the same id.
    endIt(new TypeError('Failed to fetch'));
    await untilSent(2);
    await run(flushOutbox());
    expect(sentIds()).toEqual(['e-1', 'e-1']);
    expect(keptEnquiries()).toEqual([]);
  });

  it('a hang that never ends is declared not sent GIVE_UP_MS after it began, and not tried again', async () => {
    service.mockImplementationOnce(() => new Promise<Answer>(() => undefined));
    keepEnquiry(params('e-1'), []);
    void flushOutbox();
    await untilSent(1);
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS - 1000);
    expect(keptEnquiries()).toMatchObject([{ state: 'sending' }]);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS + 2000);
    expect(keptEnquiries()).toMatchObject([{ id: 'e-1', state: 'refused', failure: { kind: 'timeout' } }]);
    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while the browser is offline, and keeps it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keepEnquiry(params('e-1'), []);
    await run(flushOutbox());
    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(service).not.toHaveBeenCalled();
    expect(keptEnquiries()).toMatchObject([{ id: 'e-1', state: 'waiting' }]);
  });

  it('the form’s first attempt and the outbox’s next one carry the same enquiry_id', async () => {
    service.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    editDraft('contact', { from_name: 'Amira', from_email: 'amira@example.com', message: 'A cryostat' });
    await expect(submitDraft('contact', EMPTY_ENQUIRY)).resolves.toBe('kept');
    const outcome = getDraft('contact').outcome;
    expect(outcome).toMatchObject({ kind: 'kept' });
    const id = outcome?.kind === 'kept' ? outcome.id : '';

    expect(keptIds()).toEqual([id]);
    await untilSent(2);
    expect(sentIds()).toEqual([id, id]);
    expect(service.mock.calls[1]?.[0]).toEqual(service.mock.calls[0]?.[0]);
    expect(keptEnquiries()).toEqual([]);
  });
});

describe('when the service answers with an error', () => {
  it.each([
    [400, 'rejected'],
    [403, 'rejected'],
    [451, 'rejected'],
  ] as const)(
    '%i: kept as refused (%s), never sent again by itself, sent again on Send now',
    async (status, kind) => {
      addToQuoteList('hist6');
      service.mockResolvedValueOnce({ status, text: `Refused ${status}` });
      keepEnquiry(params('e-bad'), ['hist6']);
      keepEnquiry(params('e-good'), []);

      await run(flushOutbox());
      // The one behind it still goes.
      expect(sentIds()).toEqual(['e-bad', 'e-good']);
      expect(keptEnquiries()).toEqual([
        expect.objectContaining({
          id: 'e-bad',
          state: 'refused',
          failure: { kind, status, text: `Refused ${status}` },
        }),
      ]);
      expect(keptEnquiries()[0]).not.toHaveProperty('claimedAt');
      expect(getQuoteList().map((product) => product.id)).toEqual(['hist6']);

      // Not on this page (later flushes, retries), nor from the next one.
      await run(flushOutbox());
      await vi.advanceTimersByTimeAsync(10 * MINUTES);
      await (await otherPage()).flushOutbox();
      expect(service).toHaveBeenCalledTimes(2);

      // The visitor's Send now: the same enquiry, the same id.
      await sendKeptNow('e-bad');
      expect(sentIds()).toEqual(['e-bad', 'e-good', 'e-bad']);
      expect(service.mock.calls[2]?.[0]).toEqual(params('e-bad'));
      expect(keptEnquiries()).toEqual([]);
      expect(getQuoteList()).toEqual([]);
    },
  );
});

describe('when the service is busy (429) or down (5xx)', () => {
  it('429 goes again by itself after the spacing, and is delivered once', async () => {
    service.mockResolvedValueOnce({ status: 429, text: 'Too Many Requests' });
    keepEnquiry(params('e-1'), []);
    await flushOutbox();
    expect(keptEnquiries()).toMatchObject([
      { state: 'waiting', attempts: 1, notBefore: T0 + SEND_SPACING_MS, failure: { kind: 'rate-limited' } },
    ]);
    await vi.advanceTimersByTimeAsync(SEND_SPACING_MS - 1000);
    expect(service).toHaveBeenCalledTimes(1);
    await untilSent(2);
    await run(flushOutbox());
    expect(sentIds()).toEqual(['e-1', 'e-1']);
    expect(keptEnquiries()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(service).toHaveBeenCalledTimes(2);
  });

  it('a service that refuses for ever: not sent after MAX_ATTEMPTS, within GIVE_UP_MS; each refusal reported, nothing typed in it', async () => {
    service.mockResolvedValue({ status: 500, text: 'Internal Server Error' });
    keepEnquiry(params('e-1'), []);
    void flushOutbox();
    await untilSent(MAX_ATTEMPTS);
    expect(Date.now() - T0).toBeLessThan(GIVE_UP_MS);
    await vi.advanceTimersByTimeAsync(1000);
    expect(keptEnquiries()).toMatchObject([
      { id: 'e-1', state: 'refused', attempts: MAX_ATTEMPTS, failure: { kind: 'unavailable', status: 500 } },
    ]);
    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(service).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(reports.map((report) => Object.fromEntries(report))).toEqual(
      Array.from({ length: MAX_ATTEMPTS }, () => ({
        kind: 'unavailable',
        status: '500',
        text: 'Internal Server Error',
      })),
    );
  });

  it('without Retry-After waits the spacing, then twice as long each time; the one behind it still goes', async () => {
    service
      .mockResolvedValueOnce({ status: 503, text: 'Service Unavailable' })
      .mockResolvedValueOnce({ status: 200, text: 'OK' })
      .mockResolvedValueOnce({ status: 502, text: 'Bad Gateway' });
    keepEnquiry(params('e-1'), []);
    keepEnquiry(params('e-2'), []);
    await run(flushOutbox());
    expect(sentIds().slice(0, 2)).toEqual(['e-1', 'e-2']);
    // e-1 again at its time, refused again: now it waits twice the spacing.
    await untilSent(3);
    expect(keptEnquiries()).toMatchObject([{ id: 'e-1', attempts: 2, failure: { kind: 'unavailable' } }]);
    const [entry] = keptEnquiries();
    expect((entry?.notBefore ?? 0) - Date.now()).toBe(2 * SEND_SPACING_MS);
    await untilSent(4);
    await run(flushOutbox());
    expect(sentIds()).toEqual(['e-1', 'e-2', 'e-1', 'e-1']);
    expect(keptEnquiries()).toEqual([]);
  });

  it('spaces a batch to the rate limit: one send per SEND_SPACING_MS', async () => {
    for (const id of ['e-1', 'e-2', 'e-3']) keepEnquiry(params(id), []);
    const times: number[] = [];
    service.mockImplementation(async () => {
      times.push(Date.now());
      return { status: 200, text: 'OK' };
    });
    await run(flushOutbox());
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(SEND_SPACING_MS);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(SEND_SPACING_MS);
  });
});

describe('on a shared device', () => {
  it('shows a visitor only their own enquiries; the next one sees how many wait, not what they say', async () => {
    keepEnquiry(params('e-mine'), []);
    const mine = renderHook(() => useOutbox());
    expect(mine.result.current.kept.map((entry) => entry.id)).toEqual(['e-mine']);
    expect(mine.result.current.others).toBe(0);

    // The next visitor: a new tab session on the same device.
    sessionStorage.clear();
    resetMemoryStorage();
    const next = await otherPage();
    const theirs = renderHook(() => next.useOutbox());
    expect(theirs.result.current.kept).toEqual([]);
    expect(theirs.result.current.others).toBe(1);
    expect(next.cancelKept('e-mine')).toBe(false);
    expect(next.keptEnquiries().map((entry) => entry.id)).toEqual(['e-mine']);
  });

  it('drops what has waited KEPT_FOR_DAYS days, sent or not', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keepEnquiry(params('e-old'), [], T0);
    keepEnquiry(params('e-new'), [], T0 + 2 * 24 * 60 * MINUTES);
    vi.setSystemTime(T0 + KEPT_FOR_MS);
    expect(keptIds()).toEqual(['e-new']);
    const page = await otherPage();
    page.startOutbox();
    expect(stored()).toMatchObject([{ id: 'e-new' }]);
    expect(KEPT_FOR_DAYS).toBe(7);
  });
});

describe('when the page starts (startOutbox)', () => {
  it('sends what an earlier page kept, and what waits offline as soon as the connection is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    // An earlier page kept one.
    keepEnquiry(params('e-earlier'), []);
    const page = await otherPage();
    page.startOutbox();
    await untilSent(1);
    expect(sentIds()).toEqual(['e-earlier']);

    online.mockReturnValue(false);
    page.keepEnquiry(params('e-offline'), []);
    await page.flushOutbox();
    expect(service).toHaveBeenCalledTimes(1);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await untilSent(2);
    expect(sentIds()).toEqual(['e-earlier', 'e-offline']);
    await page.flushOutbox();
    expect(page.keptEnquiries()).toEqual([]);
    expect(service).toHaveBeenCalledTimes(2);
  });
});

describe('when storage fails', () => {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  it.each([
    [
      'blocked (touching localStorage throws)',
      () => Object.defineProperty(globalThis, 'localStorage', { get: refuse, configurable: true }),
    ],
    [
      'getItem and setItem throw',
      () => {
        vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
      },
    ],
    [
      'full (setItem throws)',
      () =>
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        }),
    ],
    [
      'absent',
      () =>
        Object.defineProperty(globalThis, 'localStorage', {
          value: undefined,
          configurable: true,
          writable: true,
        }),
    ],
  ])('%s: nothing throws, the enquiry is kept in memory and sent once', async (_name, fail) => {
    fail();
    expect(() => keepEnquiry(params('e-1'), [])).not.toThrow();
    expect(() => keepEnquiry(params('e-2'), [])).not.toThrow();
    expect(keptIds()).toEqual(['e-1', 'e-2']);
    expect(renderHook(() => useOutbox()).result.current.kept.map((entry) => entry.id)).toEqual([
      'e-1',
      'e-2',
    ]);
    expect(cancelKept('e-2')).toBe(true);
    expect(keptIds()).toEqual(['e-1']);

    await expect(claim('missing')).resolves.toBeNull();
    await expect(flushOutbox()).resolves.toBeUndefined();
    expect(sentIds()).toEqual(['e-1']);
    expect(keptEnquiries()).toEqual([]);

    await expect(sendKeptNow('e-1')).resolves.toBeUndefined();
    await run(flushOutbox());
    expect(service).toHaveBeenCalledTimes(1);
    const page = await otherPage();
    expect(() => page.startOutbox()).not.toThrow();
    expect(() => resetOutbox()).not.toThrow();
  });
});
