/**
 * Drafts of the enquiry forms, in a small module-level store keyed per form ('dialog:Quote',
 * 'contact', ...). What a visitor typed survives closing a dialog or leaving the contact page by
 * accident, until the page is unloaded (a full page load starts empty). A successful send clears it.
 * The store also holds whether a send is in flight, so one click sends one e-mail even if the dialog
 * is closed and opened again meanwhile.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { SendFailure } from './errors';
import { EMPTY_ENQUIRY, isEmptyEnquiry, type Enquiry, type FieldName } from './fields';
import { sendEnquiry } from './send';
// Quote list (issue 15): its products go with the enquiry; a successful send takes them off the list.
import { productsParam } from '../quote/email';
import { getQuoteList, removeFromQuoteList } from '../quote/quoteList';

export type Outcome = { kind: 'sent' } | { kind: 'failed'; failure: SendFailure };

export interface DraftEntry {
  /** What the visitor typed; null while they have typed nothing (the form shows its initial values). */
  readonly values: Enquiry | null;
  readonly sending: boolean;
  readonly outcome: Outcome | null;
}

const NO_DRAFT: DraftEntry = Object.freeze({ values: null, sending: false, outcome: null });

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

export function setDraftField(key: string, initial: Enquiry, name: FieldName, value: string): void {
  update(key, (entry) => ({ ...entry, values: { ...(entry.values ?? initial), [name]: value } }));
}

export type SubmitResult = 'sent' | 'failed' | 'busy';

/**
 * Sends the form's current values. `trap` is the honeypot's value: when a bot filled it, nothing is
 * sent but the form behaves as if it were, so the bot learns nothing.
 */
export async function submitDraft(key: string, initial: Enquiry, trap = ''): Promise<SubmitResult> {
  const entry = getDraft(key);
  if (entry.sending) return 'busy';
  const values = entry.values ?? initial;
  const cleared = () => ((mounted.get(key) ?? 0) > 0 ? { ...EMPTY_ENQUIRY } : null);
  if (trap !== '') {
    update(key, () => ({ values: cleared(), sending: false, outcome: { kind: 'sent' } }));
    return 'sent';
  }
  update(key, () => ({ values, sending: true, outcome: null }));
  const quoted = getQuoteList(); // issue 15
  const products = productsParam(quoted);
  const result = await (products ? sendEnquiry(values, products) : sendEnquiry(values));
  if (result.ok) {
    removeFromQuoteList(...quoted.map((product) => product.id)); // issue 15
    update(key, () => ({ values: cleared(), sending: false, outcome: { kind: 'sent' } }));
    return 'sent';
  }
  update(key, (current) => ({
    ...current,
    sending: false,
    outcome: { kind: 'failed', failure: result.failure },
  }));
  return 'failed';
}

/** A form's view of its draft: the values to show, the send state, and how to change them. */
export function useDraft(key: string, initial: Enquiry) {
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
      // Nothing typed (or just sent): the next time the form appears it starts from its initial values.
      const current = getDraft(key);
      if (current.sending) return;
      const blank = current.values === null || isEmptyEnquiry(current.values);
      const stale = current.outcome?.kind === 'sent';
      if (blank || stale) {
        update(key, () => ({
          values: blank ? null : current.values,
          sending: false,
          outcome: stale ? null : current.outcome,
        }));
      }
    };
  }, [key]);

  const setField = useCallback(
    (name: FieldName, value: string) => setDraftField(key, initial, name, value),
    [key, initial],
  );
  const submit = useCallback((trap?: string) => submitDraft(key, initial, trap), [key, initial]);

  return {
    values: entry.values ?? initial,
    sending: entry.sending,
    outcome: entry.outcome,
    setField,
    submit,
  };
}
