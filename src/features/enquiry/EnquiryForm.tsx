import type { ReactNode } from 'react';
import { company } from '../../content/shell/company';
import { failureAdvice } from './failureAdvice';
import type { Enquiry } from '../../shared/outbox/fields';
import { NotSentHelp } from './NotSentHelp';
import {
  cancelKept,
  KEPT_FOR_DAYS,
  sendKeptNow,
  useOutbox,
  type KeptEnquiry,
} from '../../shared/outbox/outbox';
import type { KeptWhy, Outcome } from './store';
import { enquiryStrings } from './strings';
import type { EnquiryStrings } from './enquiry.en';
import type { QuoteProduct } from '../../shared/quoteList/products';
import { PrivacyLink } from './PrivacyLink';
import { QuoteListSummary } from './QuoteListSummary';
// Imported after the summary: the form's styles come after the summary's in the page's CSS.
import { EnquiryFields, TrapField } from './EnquiryFields';
import { useEnquiryForm } from './useEnquiryForm';
import styles from './EnquiryForm.module.css';

export { TRAP_NAME } from './EnquiryFields';

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
 * The enquiry form: used by /contact and by the consultation, cooperation and quote dialogs. No
 * single field is required, but an e-mail address or a phone number is (store.ts, canBeAnswered);
 * the browser checks the phone and e-mail input types.
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
  const { t, values, sending, setField, form, firstField, sendButton, onSubmit, fieldId, ...status } =
    useEnquiryForm({ draftKey, initial, variant, focusFirstField, onSent, shown, selection });

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
      <EnquiryFields
        t={t}
        values={values}
        setField={setField}
        fieldId={fieldId}
        firstField={firstField}
        focusFirstField={focusFirstField}
        needContact={status.needContact}
      />

      <TrapField t={t} fieldId={fieldId} />

      <FailedAlert t={t} failed={status.failed} />
      <KeptNotSent t={t} entry={status.notSent} />

      <KeptEnquiries />

      <StatusLine
        t={t}
        sending={sending}
        sent={status.sent}
        delivered={status.delivered}
        kept={status.kept}
      />

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

      <PrivacyNote t={t} />
    </form>
  );
}

/** The form's own send was refused for good: why, and the e-mail link with what it carried. */
function FailedAlert({
  t,
  failed,
}: {
  t: EnquiryStrings;
  failed: Extract<Outcome, { kind: 'failed' }> | null;
}) {
  if (!failed) return null;
  return (
    <div role="alert" className={styles.alert}>
      <p>
        <strong>{t.notSent}</strong> {failureAdvice(failed.failure, t.advice)} {t.stillInForm}
      </p>
      <NotSentHelp params={failed.params} />
    </div>
  );
}

/**
 * This form's kept enquiry was declared not sent (outbox.ts): said plainly; the kept list below, the
 * one place with its e-mail link and Copy, says the same.
 */
function KeptNotSent({ t, entry }: { t: EnquiryStrings; entry: KeptEnquiry | null }) {
  if (!entry) return null;
  return (
    <p role="alert" className={styles.alert}>
      <strong>{t.notSent}</strong> {entry.failure ? failureAdvice(entry.failure, t.advice) : ''}{' '}
      {t.outbox.mailBelow}
    </p>
  );
}

interface StatusLineProps {
  t: EnquiryStrings;
  sending: boolean;
  sent: boolean;
  delivered: boolean;
  kept: KeptWhy | null;
}

/** The form's status region: sending, sent, delivered from the outbox, or kept to go later. */
function StatusLine({ t, sending, sent, delivered, kept }: StatusLineProps) {
  return (
    <p role="status" className={sent || delivered ? styles.sent : kept ? styles.keptNote : 'visually-hidden'}>
      {sending ? t.sending : sent ? t.sent : delivered ? t.outbox.delivered : kept ? t.kept[kept] : null}
    </p>
  );
}

function PrivacyNote({ t }: { t: EnquiryStrings }) {
  return (
    <p className={styles.privacy}>
      {`${t.privacy.text} `}
      <PrivacyLink>{t.privacy.link}</PrivacyLink>
      {`. ${t.privacy.write} `}
      <a href={`mailto:${company.email}`}>{company.email}</a>
    </p>
  );
}

/**
 * The enquiries kept on this device (src/shared/outbox/outbox.ts), shown with every enquiry form: each
 * says whether it waits, is going or was refused, and can be cancelled. The form's status region says
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
        {entry.state === 'refused'
          ? [t.outbox.refused, entry.failure && failureAdvice(entry.failure, t.advice), t.outbox.notSentKept]
              .filter(Boolean)
              .join(' ')
          : sending
            ? t.outbox.sending
            : t.outbox.waiting}
      </p>
      {entry.state === 'refused' && <NotSentHelp params={entry.params} />}
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
