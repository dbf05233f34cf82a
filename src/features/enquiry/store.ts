/**
 * Drafts of the enquiry forms, keyed per form: only the fields the visitor changed, shown over the
 * form's initial values, so a prefill that arrives later never overwrites what was typed; a draft
 * lasts until the page unloads or a send succeeds. Also whether a send is in flight (one click, one
 * e-mail). An enquiry that cannot go now goes to the outbox (outbox.ts) and leaves the form.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { retriedByItself, type SendFailure } from '../../shared/outbox/errors';
import {
  EMPTY_ENQUIRY,
  isEmptyEnquiry,
  makeEnquiry,
  type Enquiry,
  type FieldName,
} from '../../shared/outbox/fields';
import { keepEnquiry } from '../../shared/outbox/outbox';
import { enquiryParams, newEnquiryId, sendEnquiry, type SendParams } from '../../shared/outbox/send';
// The quote list's products go with the enquiry; a successful send takes them off the list.
import { productsParam } from '../../shared/quoteList/email';
import {
  nameQuoteProducts,
  type NamedQuoteProduct,
  type QuoteProduct,
} from '../../shared/quoteList/products';
import { getQuoteList, removeFromQuoteList } from '../../shared/quoteList/quoteList';
import type { Locale } from '../../i18n/locale';

export type Outcome =
  | { kind: 'sent' }
  /** Not sent, and will not be by waiting: `params` is what it carried (for the e-mail link). */
  | { kind: 'failed'; failure: SendFailure; params: SendParams }
  /** It could not go now (`why`): it is in the outbox and goes by itself while a page of the site is open. */
  | { kind: 'kept'; id: string; why: KeptWhy }
  /** Send was pressed with neither an e-mail address nor a phone number: nothing was sent. */
  | { kind: 'needContact' };

/** Why an enquiry was kept: no connection, no answer in time, or the service busy (429, 5xx, spacing). */
export type KeptWhy = 'offline' | 'timeout' | 'busy';

/** One way to answer is needed: an e-mail address or a phone number (neither field alone is required). */
export function canBeAnswered(values: Enquiry): boolean {
  return values.from_email.trim() !== '' || values.company_phone.trim() !== '';
}

function keptWhy(failure?: SendFailure): KeptWhy {
  if (!failure || failure.kind === 'network') return 'offline';
  return failure.kind === 'timeout' ? 'timeout' : 'busy';
}

/** The fields a visitor changed, each with what it holds now. */
export type Edits = Readonly<Partial<Enquiry>>;

export interface DraftEntry {
  /** What the visitor changed; null while they have changed nothing (the form shows its initial values). */
  readonly edits: Edits | null;
  readonly sending: boolean;
  readonly outcome: Outcome | null;
  /** The id of the enquiry in the form, from its first Send until it is sent or kept. */
  readonly enquiryId?: string;
}

const NO_DRAFT: DraftEntry = Object.freeze({ edits: null, sending: false, outcome: null });

const entries = new Map<string, DraftEntry>();
const mounted = new Map<string, number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getDraft(key: string): DraftEntry {
  return entries.get(key) ?? NO_DRAFT;
}

/** The values a form with this draft shows: its initial values, then the visitor's changes. */
export function draftValues(entry: DraftEntry, initial: Enquiry): Enquiry {
  return entry.edits ? { ...initial, ...entry.edits } : initial;
}

function update(key: string, change: (entry: DraftEntry) => DraftEntry): void {
  entries.set(key, change(getDraft(key)));
  listeners.forEach((listener) => listener());
}

/** Forgets every draft (tests; a page load does the same). */
export function resetDrafts(): void {
  entries.clear();
  mounted.clear();
  listeners.forEach((listener) => listener());
}

/** Records what the visitor put in fields (typing, or the values found in the page at hydration). */
export function editDraft(key: string, changes: Edits): void {
  if (Object.keys(changes).length === 0) return;
  update(key, (entry) => ({
    ...entry,
    edits: { ...entry.edits, ...changes },
    // The message asking for a way to answer goes as soon as the visitor gives one.
    outcome:
      entry.outcome?.kind === 'needContact' && canBeAnswered(makeEnquiry({ ...entry.edits, ...changes }))
        ? null
        : entry.outcome,
  }));
}

export function setDraftField(key: string, name: FieldName, value: string): void {
  editDraft(key, { [name]: value });
}

export type SubmitResult = 'sent' | 'kept' | 'failed' | 'busy' | 'needContact';

/**
 * The products as the e-mail names them. Their names are a chunk of their own: if it cannot be
 * fetched (offline), each product's id and address still say which it is.
 */
async function productsText(quoted: readonly QuoteProduct[], locale: Locale): Promise<string> {
  if (!quoted.length) return '';
  let named: NamedQuoteProduct[];
  try {
    named = await nameQuoteProducts(quoted, locale);
  } catch {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    named = quoted.map((product) => ({ ...product, name: product.id, path: `${prefix}/${product.id}` }));
  }
  return productsParam(named);
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends the form's current values. `trap` is the honeypot's value: when a bot filled it, nothing is
 * sent but the form behaves as if it were, so the bot learns nothing. An enquiry with neither an
 * e-mail address nor a phone number is never sent (nobody could answer it): the form asks for one.
 * `selection`: products sent instead of the visitor's quote list (a shared list), which
 * a send leaves as it is.
 */
export async function submitDraft(
  key: string,
  initial: Enquiry,
  trap = '',
  locale: Locale = 'en',
  selection?: readonly QuoteProduct[],
): Promise<SubmitResult> {
  const entry = getDraft(key);
  if (entry.sending) return 'busy';
  const values = draftValues(entry, initial);
  // After a send the fields are empty in place (over the initial values), or gone with the form.
  const cleared = (): Edits | null => ((mounted.get(key) ?? 0) > 0 ? { ...EMPTY_ENQUIRY } : null);
  if (trap !== '') {
    update(key, () => ({ edits: cleared(), sending: false, outcome: { kind: 'sent' } }));
    return 'sent';
  }
  if (!canBeAnswered(values)) {
    update(key, (current) => ({ ...current, outcome: { kind: 'needContact' } }));
    return 'needContact';
  }
  const enquiryId = entry.enquiryId ?? newEnquiryId();
  update(key, (current) => ({ ...current, sending: true, outcome: null, enquiryId }));
  let params: SendParams = enquiryParams(values, '', locale, enquiryId);
  const failed = (failure: SendFailure): SubmitResult => {
    update(key, (current) => ({ ...current, sending: false, outcome: { kind: 'failed', failure, params } }));
    return 'failed';
  };
  try {
    const quoted = selection ?? getQuoteList();
    const own = selection ? [] : quoted.map((product) => product.id);
    const products = await productsText(quoted, locale);
    params = enquiryParams(values, products, locale, enquiryId);
    const keep = (failure?: SendFailure): SubmitResult => {
      keepEnquiry(params, own, Date.now(), failure);
      update(key, () => ({
        edits: cleared(),
        sending: false,
        outcome: { kind: 'kept', id: enquiryId, why: keptWhy(failure) },
      }));
      return 'kept';
    };
    // Offline: no use asking the service (and using up the SDK's rate limit); it goes when it can.
    if (offline()) return keep();
    // Waits SEND_TIMEOUT_MS at most; an attempt still under way then is kept, still in flight.
    const result = await sendEnquiry(values, products, locale, enquiryId);
    if (result.ok) {
      if (own.length) removeFromQuoteList(...own);
      update(key, () => ({ edits: cleared(), sending: false, outcome: { kind: 'sent' } }));
      return 'sent';
    }
    if (retriedByItself(result.failure)) return keep(result.failure);
    return failed(result.failure);
  } catch (error) {
    // Nothing above should throw; if it does, the form must not stay 'Sending…'.
    const text = error instanceof Error ? error.message : String(error);
    console.error(`Enquiry not sent: ${text}`);
    return failed({ kind: 'rejected', status: null, text });
  }
}

/**
 * A form's draft once the form is gone, or hidden (a closed dialog that stays in the page): with
 * nothing typed (or just sent), the next time the form shows it starts from its initial values.
 */
export function settleDraft(key: string): void {
  const current = getDraft(key);
  if (current.sending) return;
  const blank = current.edits === null || isEmptyEnquiry({ ...EMPTY_ENQUIRY, ...current.edits });
  const stale = current.outcome !== null && current.outcome.kind !== 'failed';
  if (blank || stale) {
    update(key, () => ({
      edits: blank ? null : current.edits,
      sending: false,
      outcome: stale ? null : current.outcome,
    }));
  }
}

/**
 * A form's view of its draft: the values to show, the send state, and how to change them. `locale`
 * is the page's language: the quote list is named in it and the e-mail says it (`language`).
 * `selection`: products the form sends instead of the quote list (see `submitDraft`).
 */
export function useDraft(
  key: string,
  initial: Enquiry,
  locale: Locale = 'en',
  selection?: readonly QuoteProduct[],
) {
  const entry = useSyncExternalStore(
    subscribe,
    () => getDraft(key),
    () => NO_DRAFT,
  );

  useEffect(() => {
    mounted.set(key, (mounted.get(key) ?? 0) + 1);
    return () => {
      const count = (mounted.get(key) ?? 1) - 1;
      if (count > 0) {
        mounted.set(key, count);
        return;
      }
      mounted.delete(key);
      settleDraft(key);
    };
  }, [key]);

  const setField = useCallback((name: FieldName, value: string) => setDraftField(key, name, value), [key]);
  const adopt = useCallback((changes: Edits) => editDraft(key, changes), [key]);
  const submit = useCallback(
    (trap?: string) => submitDraft(key, initial, trap, locale, selection),
    [key, initial, locale, selection],
  );

  return {
    values: draftValues(entry, initial),
    sending: entry.sending,
    outcome: entry.outcome,
    setField,
    adopt,
    submit,
  };
}
