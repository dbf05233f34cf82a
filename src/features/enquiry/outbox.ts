/**
 * The outbox: enquiries that could not go yet (the device was offline, or the network failed), kept
 * on the device until they can. Kept in localStorage (in this page's memory where storage is
 * blocked), so a kept enquiry survives a reload and goes from the next page the visitor opens.
 *
 * Exactly once: each kept enquiry has its id (the `enquiry_id` template parameter). A page claims
 * an enquiry (marks it in flight) under a Web Lock before sending it, so another tab or page never
 * sends it at the same time; a sent one is removed. A claim older than CLAIM_STALE_MS (its page was
 * closed in flight) may be taken over: the id then shows the sales team if it arrived twice.
 * An enquiry the service refused (an error answer) is never sent again by itself: the visitor sees
 * why, and may send it again or cancel it.
 */
import { useSyncExternalStore } from 'react';
import type { ProductId } from '../../content/types';
import { removeFromQuoteList } from '../quoteList/quoteList';
import type { SendFailure } from './errors';
import { safeStorage } from '../../lib/safeStorage';
import { SEND_TIMEOUT_MS, sendParams, throttleRemaining, type SendParams } from './send';

export const OUTBOX_KEY = 'ivm.outbox.v1';
/** Longer than any send may take, so a live claim is never taken over. */
export const CLAIM_STALE_MS = 3 * SEND_TIMEOUT_MS;
/** Retries after a network failure while the browser says it is online: first after, at most. */
const RETRY_FIRST_MS = 15_000;
const RETRY_MAX_MS = 5 * 60_000;

export interface KeptEnquiry {
  /** The enquiry's id, also its `enquiry_id` parameter. */
  readonly id: string;
  readonly params: SendParams;
  /** Products of the visitor's own quote list sent with it: taken off the list once it is delivered. */
  readonly quoted: readonly ProductId[];
  readonly keptAt: number;
  /** waiting: goes by itself when it can; sending: claimed by a page; refused: the service said no. */
  readonly state: 'waiting' | 'sending' | 'refused';
  readonly claimedAt?: number;
  readonly failure?: SendFailure;
}

const EMPTY: readonly KeptEnquiry[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached = EMPTY;
/** The ids of kept enquiries this page delivered (the form says so). */
let delivered: readonly string[] = [];

const emit = () => listeners.forEach((listener) => listener());

const isStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** Storage can hold anything another script wrote: only well-formed entries are read. */
function parse(raw: string): readonly KeptEnquiry[] {
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return EMPTY;
    const entries = data.filter(
      (entry): entry is KeptEnquiry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.id === 'string' &&
        isStrings(entry.params) &&
        entry.params.enquiry_id === entry.id &&
        Array.isArray(entry.quoted) &&
        typeof entry.keptAt === 'number' &&
        ['waiting', 'sending', 'refused'].includes(entry.state),
    );
    return entries.length ? entries : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The kept enquiries, oldest first (the same array until the outbox changes). */
export function keptEnquiries(): readonly KeptEnquiry[] {
  const raw = safeStorage.getItem(OUTBOX_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = raw === null ? EMPTY : parse(raw);
  }
  return cached;
}

function write(entries: readonly KeptEnquiry[]): void {
  if (entries.length) safeStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
  else safeStorage.removeItem(OUTBOX_KEY);
  emit();
}

function change(id: string, edit: (entry: KeptEnquiry) => KeptEnquiry | null): void {
  const entries = keptEnquiries();
  if (!entries.some((entry) => entry.id === id)) return;
  write(entries.flatMap((entry) => (entry.id === id ? (edit(entry) ?? []) : [entry])));
}

/** Keeps an enquiry to be sent when it can (an enquiry kept again under its id replaces itself). */
export function keepEnquiry(params: SendParams, quoted: readonly ProductId[], now = Date.now()): void {
  const id = params.enquiry_id;
  if (!id) throw new Error('A kept enquiry needs its enquiry_id');
  const entry: KeptEnquiry = { id, params, quoted: [...quoted], keptAt: now, state: 'waiting' };
  write([...keptEnquiries().filter((kept) => kept.id !== id), entry]);
  scheduleRetry();
}

const inFlight = (entry: KeptEnquiry, now: number) =>
  entry.state === 'sending' && now - (entry.claimedAt ?? 0) < CLAIM_STALE_MS;

/** Cancels a kept enquiry: it will not be sent. One in flight cannot be called back. */
export function cancelKept(id: string, now = Date.now()): boolean {
  const entry = keptEnquiries().find((kept) => kept.id === id);
  if (!entry || inFlight(entry, now)) return false;
  change(id, () => null);
  return true;
}

/** One page at a time (tabs included) reads and marks the outbox; without Web Locks, this page alone. */
async function exclusive<T>(work: () => T): Promise<T> {
  let ran = false;
  try {
    if (typeof navigator !== 'undefined' && navigator.locks) {
      return await navigator.locks.request('ivm.outbox', () => {
        ran = true;
        return work();
      });
    }
  } catch (error) {
    // Locks refused (a browser that blocks site data): this page alone decides.
    if (ran) throw error;
  }
  return work();
}

/** Marks the enquiry in flight for this page, unless another page has it or it may not go by itself. */
export function claim(id: string, now = Date.now(), manual = false): Promise<KeptEnquiry | null> {
  return exclusive(() => {
    // keptEnquiries() reads storage on every call, so this sees another tab's latest write. Resetting
    // cachedRaw to null would not: an outbox another tab emptied is null too, and the old list stayed.
    const entry = keptEnquiries().find((kept) => kept.id === id);
    if (!entry || inFlight(entry, now) || (entry.state === 'refused' && !manual)) return null;
    const claimed: KeptEnquiry = { ...entry, state: 'sending', claimedAt: now, failure: undefined };
    change(id, () => claimed);
    return claimed;
  });
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;

/** While enquiries wait and the browser says it is online (a failing network), try again later. */
function scheduleRetry(): void {
  if (retryTimer !== undefined || typeof window === 'undefined') return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    void flushOutbox();
  }, retryDelay);
}

function stopRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retryDelay = RETRY_FIRST_MS;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one claimed enquiry; false when the connection failed (no use trying the others now). */
async function deliver(entry: KeptEnquiry): Promise<boolean> {
  const result = await sendParams(entry.params);
  if (result.ok) {
    change(entry.id, () => null);
    if (entry.quoted.length) removeFromQuoteList(...entry.quoted);
    delivered = [...delivered, entry.id];
    emit();
    return true;
  }
  const { kind } = result.failure;
  if (kind === 'network' || kind === 'timeout') {
    change(entry.id, (current) => ({ ...current, state: 'waiting', claimedAt: undefined }));
    return false;
  }
  // The service answered with an error: never sent again by itself.
  change(entry.id, (current) => ({
    ...current,
    state: 'refused',
    claimedAt: undefined,
    failure: result.failure,
  }));
  return true;
}

async function flushOnce(only?: string): Promise<void> {
  for (const entry of keptEnquiries()) {
    if (offline()) return;
    if (only !== undefined && entry.id !== only) continue;
    if (only === undefined && entry.state === 'refused') continue;
    // The SDK refuses a send within its rate limit of the last one: wait for it rather than fail.
    const throttled = throttleRemaining();
    if (throttled > 0) await wait(throttled);
    const claimed = await claim(entry.id, Date.now(), only !== undefined);
    if (!claimed) continue;
    if (!(await deliver(claimed))) {
      scheduleRetry();
      return;
    }
  }
  // Try again later while any may still go by itself: a waiting one, or one another page claimed (if
  // that page was closed mid-send, nothing else would send it once its claim is stale).
  if (keptEnquiries().some((entry) => entry.state !== 'refused')) scheduleRetry();
  else stopRetry();
}

let flushing: Promise<void> | null = null;
let again = false;

/** Sends every waiting enquiry this page can claim, one after another. Never throws. */
export function flushOutbox(): Promise<void> {
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      again = false;
      await flushOnce().catch(() => undefined);
    } while (again);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** The visitor's Send now on a kept enquiry (also one the service refused before). */
export async function sendKeptNow(id: string): Promise<void> {
  if (flushing) await flushing;
  await flushOnce(id).catch(() => undefined);
}

let started = false;

/**
 * Starts the outbox once per page (as the first form appears: the Quote dialog is in every page):
 * sends what an earlier page kept, and again whenever the connection comes back.
 */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    stopRetry();
    void flushOutbox();
  });
  // Another tab kept, sent or cancelled an enquiry.
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_KEY || event.key === null) emit();
  });
  if (keptEnquiries().length) void flushOutbox();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface OutboxView {
  kept: readonly KeptEnquiry[];
  /** The ids of the kept enquiries this page has delivered. */
  delivered: readonly string[];
}

let view: OutboxView = { kept: EMPTY, delivered };
const SERVER_VIEW: OutboxView = { kept: EMPTY, delivered: [] };

function getView(): OutboxView {
  const kept = keptEnquiries();
  if (kept !== view.kept || delivered !== view.delivered) view = { kept, delivered };
  return view;
}

/** The outbox as a form shows it (empty in the prerendered page, the device's right after hydration). */
export function useOutbox(): OutboxView {
  return useSyncExternalStore(subscribe, getView, () => SERVER_VIEW);
}

/** Forgets this page's outbox state (tests). */
export function resetOutbox(): void {
  safeStorage.removeItem(OUTBOX_KEY);
  cachedRaw = null;
  cached = EMPTY;
  delivered = [];
  stopRetry();
  emit();
}
