import { useEffect, useId, useLayoutEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { company } from '../../content/shell/company';
import { failureAdvice } from './failureAdvice';
import { inquiryTypes } from './inquiryTypes';
import {
  FIELD_NAMES,
  makeEnquiry,
  MESSAGE_MAX,
  MESSAGE_ROWS,
  SHORT_FIELD_MAX,
  TEXT_FIELDS,
  type Enquiry,
} from '../../shared/outbox/fields';
import { mailtoHref } from './mailto';
import {
  cancelKept,
  KEPT_FOR_DAYS,
  sendKeptNow,
  startOutbox,
  useOutbox,
  type KeptEnquiry,
} from '../../shared/outbox/outbox';
import { settleDraft, useDraft, type Edits } from './store';
import { enquiryStrings } from './strings';
import { useLocale } from '../../i18n/strings';
import type { QuoteProduct } from '../../shared/quoteList/products';
import { PrivacyLink } from './PrivacyLink';
import { QuoteListSummary } from './QuoteListSummary';
import styles from './EnquiryForm.module.css';

/** The honeypot: a field people never see or reach; bots that fill every input fill it too. */
export const TRAP_NAME = 'website';

export interface EnquiryFormProps {
  /** Which draft this form edits ('contact', 'dialog:quote' ...): typed text survives until a send. */
  draftKey: string;
  /** Values the form starts with when there is no draft (a chosen inquiry type, a product message). */
  initial?: Enquiry;
  /** 'page' shows its own success message; in a dialog the opener announces it after closing. */
  variant?: 'page' | 'dialog';
  /** Focus the first field once the form is in place (dialogs). */
  focusFirstField?: boolean;
  /** Called after a successful send, once the fields are empty again. */
  onSent?: () => void;
  /** A button shown before Send (the dialog's Close). */
  secondaryAction?: ReactNode;
  /** False while the form waits in a closed dialog that stays in the page (the Quote dialog). */
  shown?: boolean;
  /** The form's name; 'Enquiry' by default (a dialog's form takes the dialog's title). */
  label?: string;
  /**
   * Products this enquiry is about instead of the visitor's quote list (a shared list the visitor
   * chose to enquire about): shown above the fields and sent; the quote list stays as it is.
   */
  selection?: readonly QuoteProduct[];
  /**
   * The browser's own print of the page prints the quote list shown above the form (the contact
   * page, unless it shows a shared list, which prints instead).
   */
  printsQuoteList?: boolean;
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
 * The enquiry form: used by /contact and by the consultation, cooperation and
 * quote dialogs. No field is required; the browser checks the phone and e-mail input types.
 */
export function EnquiryForm({
  draftKey,
  initial,
  variant = 'page',
  focusFirstField = false,
  onSent,
  secondaryAction,
  shown = true,
  label,
  selection,
  printsQuoteList = false,
}: EnquiryFormProps) {
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = new FormData(event.currentTarget).get(TRAP_NAME);
    const whenSent = onSent;
    const result = await submit(typeof trap === 'string' ? trap : '');
    if (result === 'sent') whenSent?.();
    // The disabled Send button lost focus while sending: give it back unless the form is gone.
    const button = sendButton.current;
    if (
      button?.isConnected &&
      (document.activeElement === null || document.activeElement === document.body)
    ) {
      button.focus();
    }
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const failed = outcome?.kind === 'failed' ? outcome.failure : null;
  const empty = outcome?.kind === 'empty';
  const sent = variant === 'page' && outcome?.kind === 'sent';
  // Sent from the outbox: this form's kept enquiry, or (no send of its own) one an earlier page kept.
  const outbox = useOutbox();
  const kept =
    outcome?.kind === 'kept' && outbox.kept.some((entry) => entry.id === outcome.id) ? outcome.why : null;
  const delivered =
    outcome?.kind === 'kept'
      ? outbox.delivered.includes(outcome.id)
      : !outcome && outbox.delivered.length > 0;

  return (
    // method="dialog": should the form ever be submitted natively (Send pressed before even the boot
    // script has run), nothing leaves the page, reloads it or puts what was typed in a URL.
    <form
      ref={form}
      className={styles.form}
      data-variant={variant}
      method="dialog"
      aria-label={label ?? t.formLabel}
      aria-busy={sending}
      onSubmit={(event) => void onSubmit(event)}
    >
      {/* The quote list that goes with this enquiry. */}
      <QuoteListSummary selection={selection} printsWithPage={printsQuoteList} />
      <div className={styles.grid}>
        <div className={`${styles.field} ${styles.wide}`}>
          <label className={styles.label} htmlFor={fieldId('inquiry_type')}>
            {t.fields.inquiry_type}
          </label>
          <select
            ref={firstField}
            // In a dialog only, which is opened by a tap on its button: the browser focuses this field
            // as it opens the prerendered Quote dialog, before any script has arrived.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into a dialog the visitor opened
            autoFocus={focusFirstField}
            id={fieldId('inquiry_type')}
            name="inquiry_type"
            className={`${styles.control} ${styles.select}`}
            value={values.inquiry_type}
            onChange={(event) => setField('inquiry_type', event.target.value)}
          >
            <option value="">{t.fields.inquiry_type}</option>
            {inquiryTypes(t).map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>

        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={styles.field}>
            <label className={styles.label} htmlFor={fieldId(field.name)}>
              {t.fields[field.name]}
            </label>
            <input
              id={fieldId(field.name)}
              name={field.name}
              type={field.type}
              className={styles.control}
              value={values[field.name]}
              maxLength={SHORT_FIELD_MAX}
              autoComplete={field.autoComplete}
              dir={field.type === 'text' ? 'auto' : undefined}
              onChange={(event) => setField(field.name, event.target.value)}
            />
          </div>
        ))}

        <div className={`${styles.field} ${styles.wide}`}>
          <label className={styles.label} htmlFor={fieldId('message')}>
            {t.fields.message}
          </label>
          <textarea
            id={fieldId('message')}
            name="message"
            rows={MESSAGE_ROWS}
            className={`${styles.control} ${styles.textarea}`}
            value={values.message}
            maxLength={MESSAGE_MAX}
            dir="auto"
            onChange={(event) => setField('message', event.target.value)}
          />
        </div>
      </div>

      <div className={styles.trap} aria-hidden="true" inert>
        <label htmlFor={fieldId(TRAP_NAME)}>{t.trapLabel}</label>
        <input id={fieldId(TRAP_NAME)} name={TRAP_NAME} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {empty && (
        <p role="alert" className={styles.alert}>
          {t.empty}
        </p>
      )}

      {failed && (
        <div role="alert" className={styles.alert}>
          <p>
            <strong>{t.notSent}</strong> {failureAdvice(failed, t.advice)} {t.stillInForm}
          </p>
          <p>
            {t.writeToUs} <a href={mailtoHref(company.email, values, t)}>{company.email}</a>.
          </p>
        </div>
      )}

      <KeptEnquiries />

      <p
        role="status"
        className={sent || delivered ? styles.sent : kept ? styles.keptNote : 'visually-hidden'}
      >
        {sending ? t.sending : sent ? t.sent : delivered ? t.outbox.delivered : kept ? t.kept[kept] : null}
      </p>

      <div className={styles.actions}>
        {secondaryAction}
        <button ref={sendButton} type="submit" className={`button ${styles.send}`} disabled={sending}>
          {sending && <span className={styles.spinner} aria-hidden="true" />}
          {sending ? t.sendingButton : t.send}
        </button>
      </div>

      <noscript>
        <p className={styles.alert}>
          {t.noScript} <a href={`mailto:${company.email}`}>{company.email}</a>.
        </p>
      </noscript>

      <p className={styles.privacy}>
        {`${t.privacy.text} `}
        <PrivacyLink>{t.privacy.link}</PrivacyLink>
        {`. ${t.privacy.write} `}
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </p>
    </form>
  );
}

/**
 * The enquiries kept on this device (src/shared/outbox/outbox.ts), shown with every enquiry form (in this
 * module: a component file of its own would become a chunk of its own, a cycle with the app chunk): each says
 * whether it waits, is going or was refused, and can be cancelled. The form's status region says
 * when one has been delivered.
 */
function KeptEnquiries() {
  const t = enquiryStrings.use();
  const { kept, others } = useOutbox();
  if (!kept.length && !others) return null;
  return (
    <section className={styles.kept} aria-label={t.outbox.heading}>
      <p className={styles.keptHeading}>{t.outbox.heading}</p>
      {kept.length > 0 && (
        <ul>
          {kept.map((entry) => (
            <KeptItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {/* A shared device: another visitor's enquiries, counted, never shown. */}
      {others > 0 && <p>{t.outbox.others(others)}</p>}
      <p>{t.outbox.keptFor(KEPT_FOR_DAYS)}</p>
    </section>
  );
}

function KeptItem({ entry }: { entry: KeptEnquiry }) {
  const t = enquiryStrings.use();
  const who = [entry.params.from_name, entry.params.from_email].filter(Boolean).join(', ');
  const what = entry.params.inquiry_type || t.outbox.untitled;
  const sending = entry.state === 'sending';
  return (
    <li>
      <p>
        <strong>{what}</strong>
        {who && ` (${who})`}
      </p>
      <p>
        {entry.state === 'refused' && entry.failure
          ? `${t.outbox.refused} ${failureAdvice(entry.failure, t.advice)}`
          : sending
            ? t.outbox.sending
            : t.outbox.waiting}
      </p>
      <div className={styles.keptActions}>
        <button
          type="button"
          className="button button--ghost"
          disabled={sending}
          onClick={() => void sendKeptNow(entry.id)}
        >
          {t.outbox.sendNow}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={sending}
          onClick={() => cancelKept(entry.id)}
        >
          {t.outbox.cancel}
        </button>
      </div>
    </li>
  );
}
