/**
 * The outbox: enquiries that could not go yet, kept on the device (localStorage, else this page's
 * memory) for KEPT_FOR_MS at most, and sent by any page of the site open later. Each is sent once
 * under its own id, claimed under a Web Lock; it belongs to the tab session that kept it. The rules
 * (retries, refusals, a shared device): docs/architecture.md, "An enquiry that cannot leave".
 */
import { useSyncExternalStore } from 'react';
import type { ProductId } from '../../content/types';
import { removeFromQuoteList } from '../quoteList/quoteList';
import { willNotChange, type SendFailure } from './errors';
import { backOff } from '../../lib/backOff';
import { OUTBOX_KEY, OWNER_KEY } from '../../lib/storageKeys';
import { storedValue } from '../../lib/storedValue';
import { safeSession, safeStorage } from '../../lib/safeStorage';
import {
  attemptInFlight,
  forgetAttempts,
  SEND_SPACING_MS,
  SEND_TIMEOUT_MS,
  sendLockName,
  sendParams,
  throttleRemaining,
  type SendParams,
  type SendResult,
} from './send';

/** Longer than any send may take, so a live claim is never taken over. */
export const CLAIM_STALE_MS = 3 * SEND_TIMEOUT_MS;
/** How long an enquiry waits on the device before it is dropped (the privacy notice says so). */
export const KEPT_FOR_DAYS = 7;
export const KEPT_FOR_MS = KEPT_FOR_DAYS * 24 * 60 * 60 * 1000;
/** The longest wait between two attempts of one enquiry. */
const RETRY_MAX_MS = 5 * 60_000;
/**
 * The truth when it cannot go: after this many attempts the service refused or left unanswered, or
 * this long after the first, an enquiry is declared not sent (state 'refused'), and the visitor is
 * told so and given the e-mail link. It is not tried again by itself; Send now still can.
 */
export const MAX_ATTEMPTS = 3;
export const GIVE_UP_MS = 3 * 60_000;

export interface KeptEnquiry {
  /** The enquiry's id, also its `enquiry_id` parameter. */
  readonly id: string;
  readonly params: SendParams;
  /** Products of the visitor's own quote list sent with it: taken off the list once it is delivered. */
  readonly quoted: readonly ProductId[];
  readonly keptAt: number;
  /**
   * waiting: goes by itself when it can; sending: claimed by a page; refused: not sent, and the
   * visitor is told so (a refusal that will not change, or MAX_ATTEMPTS / GIVE_UP_MS reached).
   */
  readonly state: 'waiting' | 'sending' | 'refused';
  readonly claimedAt?: number;
  readonly failure?: SendFailure;
  /** The tab session that kept it (OWNER_KEY): only that session is shown what it says. */
  readonly owner?: string;
  /** Attempts made so far, and the earliest time of the next (the back-off, or the service's Retry-After). */
  readonly attempts?: number;
  readonly notBefore?: number;
  /** When the service first refused it or left it unanswered: GIVE_UP_MS counts from here. */
  readonly firstFailureAt?: number;
}

/** This tab session's id, made on first use. */
export function ownerId(): string {
  let id = safeSession.getItem(OWNER_KEY);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    safeSession.setItem(OWNER_KEY, id);
  }
  return id;
}

/** When an enquiry that failed so may be tried again: the service's Retry-After, else a doubling wait. */
export function nextAttemptAt(failure: SendFailure, attempts: number, now = Date.now()): number {
  // Offline: the `online` event sends it; a wait would only hold it back.
  if (failure.kind === 'network' && typeof navigator !== 'undefined' && navigator.onLine === false)
    return now;
  const wait = backOff(Math.max(0, attempts - 1), SEND_SPACING_MS, RETRY_MAX_MS);
  return now + Math.max(wait, failure.retryAfterMs ?? 0);
}

const EMPTY: readonly KeptEnquiry[] = [];
/** The ids of this session's kept enquiries this page delivered (the form says so). */
let delivered: readonly string[] = [];


const isStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** Storage can hold anything another script wrote: only well-formed entries, kept less than KEPT_FOR_MS, are read. */
function parse(raw: string, now = Date.now()): readonly KeptEnquiry[] {
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
        now - entry.keptAt < KEPT_FOR_MS &&
        ['waiting', 'sending', 'refused'].includes(entry.state),
    );
    return entries.length ? entries : EMPTY;
  } catch {
    return EMPTY;
  }
}

const stored = storedValue(OUTBOX_KEY, (raw) => parse(raw), EMPTY, (entries) => {
  const now = Date.now();
  return entries.some((entry) => now - entry.keptAt >= KEPT_FOR_MS);
});
const emit = stored.emit;

/** The kept enquiries, oldest first (the same array until the outbox changes). */
export const keptEnquiries = (): readonly KeptEnquiry[] => stored.get();

function write(entries: readonly KeptEnquiry[]): void {
  stored.set(entries.length ? JSON.stringify(entries) : null);
}

function change(id: string, edit: (entry: KeptEnquiry) => KeptEnquiry | null): void {
  const entries = keptEnquiries();
  if (!entries.some((entry) => entry.id === id)) return;
  write(entries.flatMap((entry) => (entry.id === id ? (edit(entry) ?? []) : [entry])));
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether a failure counts toward MAX_ATTEMPTS: not the SDK's own spacing, not a device that is offline. */
const counts = (failure: SendFailure) =>
  failure.kind !== 'throttled' && !(failure.kind === 'network' && offline());

/**
 * The entry after a failed attempt: refused when waiting will not change it or the attempts or the
 * time are up, else waiting for its next attempt. `counted`: false for the end of an attempt whose
 * 'timeout' was already counted.
 */
export function afterFailure(
  entry: KeptEnquiry,
  failure: SendFailure,
  now = Date.now(),
  counted = counts(failure),
): KeptEnquiry {
  const attempts = (entry.attempts ?? 0) + (counted ? 1 : 0);
  const firstFailureAt = entry.firstFailureAt ?? (counted ? now : undefined);
  const overdue = firstFailureAt !== undefined && now - firstFailureAt >= GIVE_UP_MS;
  const refused =
    entry.state === 'refused' || willNotChange(failure) || attempts >= MAX_ATTEMPTS || overdue;
  return {
    ...entry,
    state: refused ? 'refused' : 'waiting',
    claimedAt: undefined,
    failure,
    attempts,
    notBefore: nextAttemptAt(failure, Math.max(1, attempts), now),
    ...(firstFailureAt === undefined ? {} : { firstFailureAt }),
  };
}

/**
 * Keeps an enquiry to be sent when it can (an enquiry kept again under its id replaces itself).
 * `failure`: why its first attempt did not go (none: it was not tried, the device being offline).
 * One whose attempt is still in flight (no answer in time) stays claimed until that attempt ends.
 */
export function keepEnquiry(
  params: SendParams,
  quoted: readonly ProductId[],
  now = Date.now(),
  failure?: SendFailure,
): void {
  const id = params.enquiry_id;
  if (!id) throw new Error('A kept enquiry needs its enquiry_id');
  const fresh: KeptEnquiry = {
    id,
    params,
    quoted: [...quoted],
    keptAt: now,
    state: 'waiting',
    owner: ownerId(),
    attempts: 0,
    notBefore: now,
  };
  let entry = failure ? afterFailure(fresh, failure, now) : fresh;
  const running = attemptInFlight(id);
  if (running && entry.state === 'waiting') entry = { ...entry, state: 'sending', claimedAt: now };
  write([...keptEnquiries().filter((kept) => kept.id !== id), entry]);
  if (running) void running.then((result) => settle(id, result, true));
  scheduleRetry();
}

/** Drops what has waited longer than KEPT_FOR_MS from the device's storage (reads already skip it). */
export function dropExpired(): void {
  const raw = safeStorage.getItem(OUTBOX_KEY);
  if (raw === null) return;
  const live = parse(raw);
  let all: unknown = null;
  try {
    all = JSON.parse(raw);
  } catch {
    // unreadable: written over below
  }
  if (!Array.isArray(all) || all.length !== live.length) write(live);
}

const inFlight = (entry: KeptEnquiry, now: number) =>
  attemptInFlight(entry.id) !== undefined ||
  (entry.state === 'sending' && now - (entry.claimedAt ?? 0) < CLAIM_STALE_MS);

/**
 * Cancels one of this session's kept enquiries: it will not be sent. One being sent cannot be called
 * back; one declared not sent can be removed even while its last attempt has not ended.
 */
export function cancelKept(id: string, now = Date.now()): boolean {
  const entry = keptEnquiries().find((kept) => kept.id === id);
  if (!entry || entry.owner !== ownerId() || (entry.state !== 'refused' && inFlight(entry, now))) return false;
  change(id, () => null);
  return true;
}

/** One page at a time (tabs included) reads and marks the outbox; without Web Locks, this page alone. */
async function exclusive<T>(work: () => Promise<T>): Promise<T> {
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

/** Whether another page holds this enquiry's attempt (its Web Lock ends with the attempt or the page). */
async function sendingElsewhere(id: string): Promise<boolean> {
  try {
    const state = await navigator.locks?.query();
    return (state?.held ?? []).some((lock) => lock.name === sendLockName(id));
  } catch {
    return false;
  }
}

/** Marks the enquiry in flight for this page, unless another page has it or it may not go by itself. */
export function claim(id: string, now = Date.now(), manual = false): Promise<KeptEnquiry | null> {
  return exclusive(async () => {
    const elsewhere = await sendingElsewhere(id);
    // From here to the write, nothing waits: keptEnquiries() reads storage on every call, so this
    // sees another tab's latest write, and no other flush of this page runs in between.
    const entry = keptEnquiries().find((kept) => kept.id === id);
    if (!entry || elsewhere || inFlight(entry, now) || (entry.state === 'refused' && !manual)) return null;
    // Send now on one declared not sent: a fresh start, with its own attempts and time.
    const fresh = manual ? { attempts: 0, firstFailureAt: undefined } : {};
    const claimed: KeptEnquiry = { ...entry, ...fresh, state: 'sending', claimedAt: now, failure: undefined };
    change(id, () => claimed);
    return claimed;
  });
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryAt = Infinity;

/**
 * Flushes again at the earliest time an enquiry that may go by itself is due, one claimed goes stale,
 * or one reaches GIVE_UP_MS (then it is declared not sent, even with its attempt still hanging).
 */
function scheduleRetry(now = Date.now()): void {
  if (typeof window === 'undefined') return;
  const due = keptEnquiries()
    .filter((entry) => entry.state !== 'refused')
    .flatMap((entry) => [
      entry.state === 'sending' ? (entry.claimedAt ?? now) + CLAIM_STALE_MS : (entry.notBefore ?? now),
      ...(entry.firstFailureAt === undefined ? [] : [entry.firstFailureAt + GIVE_UP_MS]),
    ]);
  const at = Math.max(now + 1000, Math.min(...due));
  if (!due.length) return stopRetry();
  if (retryTimer !== undefined && retryAt <= at) return;
  clearTimeout(retryTimer);
  retryAt = at;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    retryAt = Infinity;
    void flushOutbox();
  }, at - now);
}

function stopRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retryAt = Infinity;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What an attempt's end means for its enquiry: delivered (taken out, and the form that kept it says
 * so), or a failure (afterFailure). `late`: the end of an attempt already counted as unanswered.
 */
function settle(id: string, result: SendResult, late = false): void {
  const entry = keptEnquiries().find((kept) => kept.id === id);
  if (!entry) return;
  if (result.ok) {
    change(id, () => null);
    if (entry.quoted.length) removeFromQuoteList(...entry.quoted);
    // The form says so only to the visitor who kept it.
    if (entry.owner === ownerId()) delivered = [...delivered, id];
    emit();
    return;
  }
  const { failure } = result;
  change(id, (current) => {
    // A hang the network ended says less than the 'timeout' already recorded for it.
    const reason = late && failure.kind === 'network' ? (current.failure ?? failure) : failure;
    return afterFailure(current, reason, Date.now(), late ? false : undefined);
  });
  scheduleRetry();
}

/** Sends one claimed enquiry; false when no use trying the others now (no connection, no answer). */
async function deliver(entry: KeptEnquiry): Promise<boolean> {
  const result = await sendParams(entry.params);
  if (!result.ok && result.failure.kind === 'timeout') {
    // Unanswered, but the attempt goes on: counted now, and it stays claimed until it ends.
    const now = Date.now();
    change(entry.id, (current) => {
      const next = afterFailure(current, result.failure, now);
      return { ...next, state: next.state === 'refused' ? 'refused' : 'sending', claimedAt: now };
    });
    void attemptInFlight(entry.id)?.then((end) => settle(entry.id, end, true));
    return false;
  }
  settle(entry.id, result);
  return result.ok || (result.failure.kind !== 'network' && result.failure.kind !== 'throttled');
}

/** Declares not sent each enquiry whose first refusal is GIVE_UP_MS old, whatever its attempt does. */
function declareOverdue(now = Date.now()): void {
  for (const entry of keptEnquiries()) {
    if (entry.state === 'refused' || entry.firstFailureAt === undefined) continue;
    if (now - entry.firstFailureAt >= GIVE_UP_MS) change(entry.id, (current) => ({ ...current, state: 'refused' }));
  }
}

async function flushOnce(only?: string): Promise<void> {
  declareOverdue();
  for (const entry of keptEnquiries()) {
    if (offline()) return;
    if (only !== undefined && entry.id !== only) continue;
    if (only === undefined && (entry.state === 'refused' || (entry.notBefore ?? 0) > Date.now())) continue;
    // One send per SEND_SPACING_MS from this device (the SDK's limitRate would refuse a closer one).
    const throttled = throttleRemaining();
    if (throttled > 0) await wait(throttled);
    const claimed = await claim(entry.id, Date.now(), only !== undefined);
    if (!claimed) continue;
    if (!(await deliver(claimed))) break;
  }
  scheduleRetry();
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
  window.addEventListener('online', () => void flushOutbox());
  dropExpired();
  if (keptEnquiries().length) void flushOutbox();
}

export interface OutboxView {
  /** This tab session's kept enquiries. */
  kept: readonly KeptEnquiry[];
  /** How many enquiries of other visitors of this device wait to go (what they say is not shown). */
  others: number;
  /** The ids of this session's kept enquiries this page has delivered. */
  delivered: readonly string[];
}

const NO_VIEW: OutboxView = { kept: EMPTY, others: 0, delivered: [] };
let view = NO_VIEW;
let viewOf: readonly KeptEnquiry[] | null = null;
let viewDelivered: readonly string[] = [];

function getView(): OutboxView {
  const all = keptEnquiries();
  if (all === viewOf && delivered === viewDelivered) return view;
  const owner = ownerId();
  const kept = all.filter((entry) => entry.owner === owner);
  const others = all.filter((entry) => entry.owner !== owner && entry.state !== 'refused').length;
  view =
    !kept.length && !others && !delivered.length
      ? NO_VIEW
      : { kept: kept.length === all.length ? all : kept, others, delivered };
  viewOf = all;
  viewDelivered = delivered;
  return view;
}

/** The outbox as a form shows it (empty in the prerendered page, the device's right after hydration). */
export function useOutbox(): OutboxView {
  return useSyncExternalStore(stored.subscribe, getView, () => NO_VIEW);
}

/** Forgets this page's outbox state (tests). */
export function resetOutbox(): void {
  safeStorage.removeItem(OUTBOX_KEY);
  stored.forget();
  delivered = [];
  viewOf = null;
  forgetAttempts();
  stopRetry();
  emit();
}
