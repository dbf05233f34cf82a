import { useEffect, useId, useLayoutEffect, useMemo, useRef, type FormEvent, type RefObject } from 'react';
import { FIELD_NAMES, makeEnquiry, type Enquiry } from '../../shared/outbox/fields';
import { startOutbox, useOutbox, type KeptEnquiry, type OutboxView } from '../../shared/outbox/outbox';
import { settleDraft, useDraft, type Edits, type Outcome, type SubmitResult } from './store';
import { enquiryStrings } from './strings';
import { useLocale } from '../../i18n/strings';
import type { QuoteProduct } from '../../shared/quoteList/products';
import { TRAP_NAME } from './EnquiryFields';

/** What the form's state depends on (EnquiryFormProps, with its defaults applied). */
export interface EnquiryFormOptions {
  draftKey: string;
  initial?: Enquiry;
  variant: 'page' | 'dialog';
  focusFirstField: boolean;
  onSent?: () => void;
  shown: boolean;
  selection?: readonly QuoteProduct[];
}

/**
 * What the visitor put into the form's controls that differs from what was rendered. A prerendered
 * form is on screen (and typed into) before the app hydrates it; hydration leaves the controls' values
 * alone, but the next render would reset them to the component's state. Read right after hydration, these
 * values become the draft, so nothing typed before the page's scripts ran is lost.
 */
function valuesInPage(form: HTMLFormElement, rendered: Enquiry): Edits {
  const changes: Partial<Enquiry> = {};
  for (const name of FIELD_NAMES) {
    const control = form.elements.namedItem(name);
    if (
      (control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement) &&
      control.value !== rendered[name]
    ) {
      changes[name] = control.value;
    }
  }
  return changes;
}

/**
 * The enquiry form's state and effects: its draft (useDraft), the outbox, and the form's elements
 * the effects reach for. Called by EnquiryForm only, so its effects stay the form's own, in order.
 */
export function useEnquiryForm({
  draftKey,
  initial,
  variant,
  focusFirstField,
  onSent,
  shown,
  selection,
}: EnquiryFormOptions) {
  const id = useId();
  const locale = useLocale();
  const t = enquiryStrings.use();
  const initialValues = useMemo(() => initial ?? makeEnquiry(), [initial]);
  // Each language keeps its own drafts: a chosen inquiry type is the label of the page's language.
  const key = locale === 'en' ? draftKey : `${locale}:${draftKey}`;
  const { values, sending, outcome, setField, adopt, submit } = useDraft(
    key,
    initialValues,
    locale,
    selection,
  );
  // Closed after a send, or with nothing typed: it opens again as new.
  useEffect(() => {
    if (!shown) settleDraft(key);
  }, [shown, key]);
  const { form, firstField, sendButton } = useFormElements(values, adopt, focusFirstField);
  const onSubmit = submitHandler(submit, onSent, sendButton, form);
  const fieldId = (name: string) => `${id}-${name}`;
  const status = formStatus(outcome, variant, useOutbox());
  return { t, values, sending, setField, form, firstField, sendButton, onSubmit, fieldId, ...status };
}

/** The form, its first field and its Send button, and the effects that need them once in place. */
function useFormElements(values: Enquiry, adopt: (changes: Edits) => void, focusFirstField: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  // Once, as the form appears (for a prerendered form: the moment hydration commits, before any
  // later render could reset the controls), keep what the visitor typed or chose before then.
  const rendered = useRef(values);
  useLayoutEffect(() => {
    if (form.current) adopt(valuesInPage(form.current, rendered.current));
  }, [adopt]);

  // What an earlier page kept goes now (or once the connection is back); every page has a form.
  useEffect(() => startOutbox(), []);

  // The dialog focuses this field itself as it opens (showModal focuses the descendant marked
  // autofocus). React writes the mark into the server's HTML only: rendering on the client it calls
  // focus() as the field mounts, which a form rendered ahead, hidden, ignores. So it is set here,
  // before the dialog, whose layout effect runs after its children's, opens. (Focused a frame later
  // instead, the tap focused the dialog's Close button first, and restyled and drew twice.)
  useLayoutEffect(() => {
    if (focusFirstField) firstField.current?.setAttribute('autofocus', '');
  }, [focusFirstField]);

  return { form, firstField, sendButton };
}

/**
 * Sends the draft with the honeypot's value, then tells the opener and gives Send its focus back; or,
 * with no way to answer given, takes the visitor to the e-mail field, which says why.
 */
function submitHandler(
  submit: (trap?: string) => Promise<SubmitResult>,
  onSent: (() => void) | undefined,
  sendButton: RefObject<HTMLButtonElement | null>,
  form: RefObject<HTMLFormElement | null>,
) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = new FormData(event.currentTarget).get(TRAP_NAME);
    const whenSent = onSent;
    const result = await submit(typeof trap === 'string' ? trap : '');
    if (result === 'sent') whenSent?.();
    if (result === 'needContact') {
      const email = form.current?.elements.namedItem('from_email');
      if (email instanceof HTMLInputElement) email.focus();
      return;
    }
    // The disabled Send button lost focus while sending: give it back unless the form is gone.
    const button = sendButton.current;
    if (
      button?.isConnected &&
      (document.activeElement === null || document.activeElement === document.body)
    ) {
      button.focus();
    }
  };
}

/** What the form's messages say after a send (the outcome) and about the outbox. */
function formStatus(outcome: Outcome | null, variant: 'page' | 'dialog', outbox: OutboxView) {
  const failed = outcome?.kind === 'failed' ? outcome : null;
  const needContact = outcome?.kind === 'needContact';
  const sent = variant === 'page' && outcome?.kind === 'sent';
  // This form's enquiry in the outbox: waiting (why it was kept), or declared not sent.
  const entry: KeptEnquiry | undefined =
    outcome?.kind === 'kept' ? outbox.kept.find((kept) => kept.id === outcome.id) : undefined;
  const kept = outcome?.kind === 'kept' && entry && entry.state !== 'refused' ? outcome.why : null;
  const notSent = entry?.state === 'refused' ? entry : null;
  // Sent from the outbox: this form's kept enquiry, or (no send of its own) one an earlier page kept.
  const delivered =
    outcome?.kind === 'kept'
      ? outbox.delivered.includes(outcome.id)
      : !outcome && outbox.delivered.length > 0;
  return { failed, needContact, sent, kept, notSent, delivered };
}
