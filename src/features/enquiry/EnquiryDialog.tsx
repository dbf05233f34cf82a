import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { prefetchWhenIdle, useHydrated } from '../../early';
import { makeEnquiry } from '../../shared/outbox/fields';
import { nameQuoteProducts } from '../../shared/quoteList/products';
import { getQuoteList } from '../../shared/quoteList/quoteList';
import { enquiryStrings } from './strings';
import { useLocale, useStrings } from '../../i18n/strings';
import { browserRunsCommands, Dialog } from '../../shell/Dialog';
import { EnquiryForm } from './EnquiryForm';
import { EarlyQuoteListSummary } from './QuoteListSummary';
import styles from './EnquiryDialog.module.css';

export type InquiryPreset = 'quote' | 'support' | null;

interface EnquiryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Which inquiry type to pre-select. */
  preset?: InquiryPreset;
  /** The draft this dialog keeps; by default one per title. */
  draftKey?: string;
  /**
   * The dialog is in the page while closed, under this id: the browser opens it (its button's
   * `commandfor={id}`, or `showDialog(id)` in a click handler) and `open` follows it.
   */
  id: string;
  /** The browser opened the dialog. */
  onOpen: () => void;
  /**
   * The Quote dialog, in the page from the first byte: the quote list above the form, and what it
   * needs to send fetched once the page is idle.
   */
  quote?: boolean;
}

const NOTICE_MS = 15_000;

/**
 * The dialog that holds the enquiry form (Quote, consultation and home call to action). After a
 * successful send the dialog closes and a status message next to the trigger says so (it outlives
 * the dialog).
 */
export function EnquiryDialog({
  open,
  onClose,
  title,
  preset = null,
  draftKey,
  id,
  onOpen,
  quote = false,
}: EnquiryDialogProps) {
  const strings = useStrings();
  const t = enquiryStrings.use();
  const [notice, setNotice] = useState<string | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  // Opening the dialog again retires the last message.
  const [wasOpen, setWasOpen] = useState(open);
  // The status region exists from the first opening on (rendered ahead and never opened, the dialog
  // adds nothing to the page), before any message, so that screen readers announce the message.
  const [everOpen, setEverOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setNotice(null);
      setEverOpen(true);
    }
  }
  // The Quote dialog is in the page from the first byte: once the page is idle, the names of the
  // products on the quote list are fetched, so that opening it requests nothing.
  // (The other dialogs come with their trigger, which fetches them before it renders them.)
  const locale = useLocale();
  useEffect(() => {
    if (quote) prefetchWhenIdle(() => nameQuoteProducts(getQuoteList(), locale));
  }, [quote, locale]);
  const initial = useMemo(
    () =>
      makeEnquiry({
        inquiry_type: preset ? t.inquiryTypes[preset] : '',
      }),
    [preset, t],
  );

  // Closed, the <dialog> is in the page but not displayed: it only waits, its style and layout
  // computed ahead in idle time (Dialog), so that opening it is the browser's work alone.
  return (
    <>
      <Dialog open={open} id={id} onOpen={onOpen} onClose={onClose} title={title} size="lg" covers>
        {quote && <EarlyQuoteListSummary />}
        <EnquiryForm
          draftKey={draftKey ?? `dialog:${title}`}
          initial={initial}
          variant="dialog"
          // Unique among the page's landmarks (the contact page has its own 'Enquiry' form).
          label={title}
          shown={open}
          focusFirstField
          onSent={() => {
            setNotice(t.sent);
            onClose();
          }}
          secondaryAction={
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                if (!browserRunsCommands()) onClose();
              }}
              commandfor={id}
              command="close"
            >
              {strings.close}
            </button>
          }
        />
      </Dialog>
      {everOpen && <SentNotice message={notice} onDismiss={dismiss} dismissLabel={t.dialog.dismiss} />}
    </>
  );
}

/**
 * A polite live region at the edge of the screen. It exists (empty) from hydration on, so screen
 * readers announce the message when it appears; it hides itself after a while or on Dismiss.
 * Portalled to <body>: the navigation bar's backdrop filter would otherwise trap a fixed position.
 */
function SentNotice({
  message,
  onDismiss,
  dismissLabel,
}: {
  message: string | null;
  onDismiss: () => void;
  dismissLabel: string;
}) {
  const hydrated = useHydrated();

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDismiss, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss]);

  if (!hydrated) return null;
  return createPortal(
    <div role="status" className={styles.notice} data-shown={message ? 'true' : 'false'}>
      {message && (
        <div className={styles.noticeBox}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.14" />
            <path
              d="M7.5 12.5l3 3 6-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <p>{message}</p>
          <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
