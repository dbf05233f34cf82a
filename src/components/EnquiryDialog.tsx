import {
  Activity,
  Component,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { company } from '../content/shell/company';
import { makeEnquiry } from '../enquiry/fields';
import { usePageStrings } from '../i18n/pageStrings';
import { useStrings } from '../i18n/strings';
import { useHydrated } from './shell/useHydrated';
import { Dialog } from './Dialog';
import { preloadable } from '../app/preloadable';
import { preloadEmailSdk } from '../enquiry/send';
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
}

const enquiryForm = preloadable(() =>
  import('./EnquiryForm').then((module) => {
    // The form sends with the SDK: fetch it with the form, not at the first send.
    preloadEmailSdk();
    return module.EnquiryForm;
  }),
);

/** Fetches the form (and the SDK) before the dialog opens (src/components/shell/EnquiryTrigger.tsx). */
export function preloadEnquiryForm(): Promise<unknown> {
  return enquiryForm.preload();
}

const NOTICE_MS = 15_000;

/**
 * The dialog that holds the enquiry form (Quote, consultation and home call to action). The form's
 * code is fetched before the dialog opens (EnquiryTrigger), so it opens with the form in place. After a successful send the dialog closes and a status
 * message next to the trigger says so (it outlives the dialog).
 */
export function EnquiryDialog({ open, onClose, title, preset = null, draftKey }: EnquiryDialogProps) {
  const strings = useStrings();
  const t = usePageStrings('enquiry');
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
  const initial = useMemo(
    () =>
      makeEnquiry({
        inquiry_type: preset ? t.inquiryTypes[preset] : '',
      }),
    [preset, t],
  );

  return (
    <>
      {/* Rendered ahead while closed (hidden, at the lowest priority, no effects), so a tap only has to
          show it: the dialog opens, and its form takes typing, in the frame after the tap. Closing
          hides it again, keeping what was typed. */}
      <Activity mode={open ? 'visible' : 'hidden'}>
        <Dialog open onClose={onClose} title={title} size="lg">
          <FormLoadBoundary message={t.dialog.loadFailed}>
            <Suspense fallback={<p className={styles.loading}>{t.dialog.loading}</p>}>
              <enquiryForm.Component
                draftKey={draftKey ?? `dialog:${title}`}
                initial={initial}
                variant="dialog"
                focusFirstField
                onSent={() => {
                  setNotice(t.sent);
                  onClose();
                }}
                secondaryAction={
                  <button type="button" className="button button--ghost" onClick={onClose}>
                    {strings.close}
                  </button>
                }
              />
            </Suspense>
          </FormLoadBoundary>
        </Dialog>
      </Activity>
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

/** If the form's code cannot be downloaded (offline, a redeploy), say so and offer e-mail instead. */
class FormLoadBoundary extends Component<{ children: ReactNode; message: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={styles.loadError}>
        <p>
          {this.props.message} <a href={`mailto:${company.email}`}>{company.email}</a>.
        </p>
      </div>
    );
  }
}
