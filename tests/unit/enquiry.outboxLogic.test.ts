import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ENQUIRY, makeEnquiry } from '../../src/features/enquiry/fields';
import {
  cancelKept,
  claim,
  CLAIM_STALE_MS,
  flushOutbox,
  keepEnquiry,
  keptEnquiries,
  OUTBOX_KEY,
  resetOutbox,
  sendKeptNow,
  useOutbox,
  type KeptEnquiry,
} from '../../src/features/enquiry/outbox';
import { resetMemoryStorage } from '../../src/lib/safeStorage';
import { enquiryParams, SEND_TIMEOUT_MS, type SendParams } from '../../src/features/enquiry/send';
import { editDraft, getDraft, resetDrafts, submitDraft } from '../../src/features/enquiry/store';
import { addToQuoteList, getQuoteList } from '../../src/features/quoteList/quoteList';

// The seam: the EmailJS SDK. Everything between it and the outbox (send.ts, safeStorage.ts) is real.
type Answer = { status: number; text: string };
const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  send: vi.fn<(service: string, template: string, params: Record<string, string>) => Promise<Answer>>(),
}));
vi.mock('@emailjs/browser', () => ({ ...sdk, default: sdk }));

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const OK: Answer = { status: 200, text: 'OK' };
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

/** The enquiry ids the service was asked to send, in order. */
const sentIds = () => sdk.send.mock.calls.map((call) => call[2].enquiry_id);
const keptIds = () => keptEnquiries().map((entry) => entry.id);
const stored = (): unknown => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? 'null');

/** The next send waits for an answer until the test gives it. */
function holdSend(): { answer: () => void } {
  let resolve: ((answer: Answer) => void) | undefined;
  sdk.send.mockImplementationOnce(() => new Promise<Answer>((settle) => (resolve = settle)));
  return { answer: () => resolve?.(OK) };
}

const untilSent = (times: number) => vi.waitFor(() => expect(sdk.send).toHaveBeenCalledTimes(times));

/** Another tab or the next page: the same storage, its own copy of the outbox module and its state. */
async function otherPage() {
  vi.resetModules();
  return import('../../src/features/enquiry/outbox');
}

/** A Web Locks manager shared by every "tab" of the test: one holder at a time, first come first served. */
function installWebLocks(): string[] {
  const requested: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const locks = {
    request(name: string, callback: () => unknown) {
      requested.push(name);
      const granted = queue.then(() => callback());
      queue = granted.catch(() => undefined);
      return granted;
    },
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
  sdk.init.mockReset();
  sdk.send.mockReset();
  sdk.send.mockResolvedValue(OK);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  if (STORAGE) Object.defineProperty(globalThis, 'localStorage', STORAGE);
  Reflect.deleteProperty(navigator, 'locks');
  vi.restoreAllMocks();
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

    await flushOutbox();
    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(sdk.send).not.toHaveBeenCalled();
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
    await flushing;
    expect(keptEnquiries()).toEqual([]);
    expect(sentIds()).toEqual(['e-1']);
  });

  it('takes one the service refused off the device', async () => {
    sdk.send.mockRejectedValueOnce({ status: 400, text: 'The template ID is invalid' });
    keepEnquiry(params('e-1'), []);
    await flushOutbox();
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

    await flushOutbox();
    expect(sdk.send.mock.calls.map((call) => call[2])).toEqual([params('e-1', 'Cryostat'), params('e-2')]);
    expect(keptEnquiries()).toEqual([]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    // Only the products that went with it: the others stay for the next enquiry.
    expect(getQuoteList().map((product) => product.id)).toEqual(['bacter5', 'lab2']);

    await flushOutbox();
    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(sdk.send).toHaveBeenCalledTimes(2);
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
    await Promise.all([one, two, three]);

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
    await Promise.all(flushes);
    expect(keptEnquiries()).toEqual([]);
    expect(other.keptEnquiries()).toEqual([]);

    // Later, when any claim would be stale, neither page sends again what the other delivered.
    vi.setSystemTime(T0 + CLAIM_STALE_MS + 1);
    await Promise.all([flushOutbox(), other.flushOutbox()]);
    expect(sentIds().sort()).toEqual(['e-1', 'e-2']);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    if (withLocks) {
      expect(requested.length).toBeGreaterThan(0);
      expect(new Set(requested)).toEqual(new Set(['ivm.outbox']));
    }
  });

  it('leaves one another tab is sending alone, and takes it over once that claim is stale', async () => {
    keepEnquiry(params('e-1'), []);
    const closed = await otherPage();
    // The other tab claims it and is closed before it sends.
    await expect(closed.claim('e-1')).resolves.toMatchObject({ state: 'sending', claimedAt: T0 });

    await flushOutbox();
    expect(sdk.send).not.toHaveBeenCalled();
    expect(cancelKept('e-1')).toBe(false);

    vi.setSystemTime(T0 + CLAIM_STALE_MS - 1);
    await flushOutbox();
    expect(sdk.send).not.toHaveBeenCalled();

    vi.setSystemTime(T0 + CLAIM_STALE_MS);
    await flushOutbox();
    await flushOutbox();
    expect(sentIds()).toEqual(['e-1']);
    expect(keptEnquiries()).toEqual([]);
  });

  it('sends by itself one whose page was closed while sending it, once that claim is stale', async () => {
    keepEnquiry(params('e-1'), []);
    await (await otherPage()).claim('e-1');
    // This page starts (startOutbox flushes): the claim is fresh, so nothing goes yet.
    await flushOutbox();
    expect(sdk.send).not.toHaveBeenCalled();

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
    sdk.send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    keepEnquiry(params('e-1'), ['hist6'], T0);

    await flushOutbox();
    const waiting: KeptEnquiry = {
      id: 'e-1',
      params: params('e-1'),
      quoted: ['hist6'],
      keptAt: T0,
      state: 'waiting',
    };
    expect(keptEnquiries()).toEqual([waiting]);
    expect(stored()).toEqual([waiting]);
    expect(getQuoteList().map((product) => product.id)).toEqual(['hist6']);

    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(sentIds()).toEqual(['e-1', 'e-1']);
    expect(sdk.send.mock.calls[1]?.[2]).toEqual(sdk.send.mock.calls[0]?.[2]);
    expect(keptEnquiries()).toEqual([]);
    expect(getQuoteList()).toEqual([]);
  });

  it('tries again, under the same id, one that had no answer in time', async () => {
    sdk.send.mockImplementationOnce(() => new Promise<Answer>(() => undefined));
    keepEnquiry(params('e-1'), []);
    const flushing = flushOutbox();
    await untilSent(1);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    await flushing;
    await flushOutbox();

    expect(sentIds()).toEqual(['e-1', 'e-1']);
    expect(keptEnquiries()).toEqual([]);
  });

  it('sends nothing while the browser is offline, and keeps it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keepEnquiry(params('e-1'), []);
    await flushOutbox();
    await vi.advanceTimersByTimeAsync(10 * MINUTES);
    expect(sdk.send).not.toHaveBeenCalled();
    expect(keptEnquiries()).toMatchObject([{ id: 'e-1', state: 'waiting' }]);
  });

  it('the form’s first attempt and the outbox’s next one carry the same enquiry_id', async () => {
    sdk.send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    editDraft('contact', { from_name: 'Amira', message: 'A cryostat, please' });
    await expect(submitDraft('contact', EMPTY_ENQUIRY)).resolves.toBe('kept');
    const outcome = getDraft('contact').outcome;
    expect(outcome).toMatchObject({ kind: 'kept' });
    const id = outcome?.kind === 'kept' ? outcome.id : '';

    expect(keptIds()).toEqual([id]);
    await flushOutbox();
    expect(sentIds()).toEqual([id, id]);
    expect(sdk.send.mock.calls[1]?.[2]).toEqual(sdk.send.mock.calls[0]?.[2]);
    expect(keptEnquiries()).toEqual([]);
  });
});

describe('when the service answers with an error', () => {
  it.each([
    [400, 'rejected'],
    [403, 'rejected'],
    [429, 'rate-limited'],
    [451, 'rejected'],
  ] as const)(
    '%i: kept as refused (%s), never sent again by itself, sent again on Send now',
    async (status, kind) => {
      addToQuoteList('hist6');
      sdk.send.mockRejectedValueOnce({ status, text: `Refused ${status}` });
      keepEnquiry(params('e-bad'), ['hist6']);
      keepEnquiry(params('e-good'), []);

      await flushOutbox();
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
      await flushOutbox();
      await vi.advanceTimersByTimeAsync(10 * MINUTES);
      await (await otherPage()).flushOutbox();
      expect(sdk.send).toHaveBeenCalledTimes(2);

      // The visitor's Send now: the same enquiry, the same id.
      await sendKeptNow('e-bad');
      expect(sentIds()).toEqual(['e-bad', 'e-good', 'e-bad']);
      expect(sdk.send.mock.calls[2]?.[2]).toEqual(params('e-bad'));
      expect(keptEnquiries()).toEqual([]);
      expect(getQuoteList()).toEqual([]);
    },
  );
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
    expect(sdk.send).toHaveBeenCalledTimes(1);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await untilSent(2);
    expect(sentIds()).toEqual(['e-earlier', 'e-offline']);
    await page.flushOutbox();
    expect(page.keptEnquiries()).toEqual([]);
    expect(sdk.send).toHaveBeenCalledTimes(2);
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
    await flushOutbox();
    expect(sdk.send).toHaveBeenCalledTimes(1);
    const page = await otherPage();
    expect(() => page.startOutbox()).not.toThrow();
    expect(() => resetOutbox()).not.toThrow();
  });
});
