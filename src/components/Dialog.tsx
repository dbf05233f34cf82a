import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useStrings } from '../i18n/strings';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** The dialog is in the page only while open. */
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Text of the footer button that closes the dialog; omit for no footer button. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Extra content in the footer, before the Close button. */
  footer?: ReactNode;
  /** An extra class on the <dialog> (e.g. to place it near the top). */
  className?: string;
}

/**
 * Modal dialog on the native <dialog> element: the browser traps focus, makes the page behind it
 * inert and closes it on Escape. Focus returns to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel,
  size = 'md',
  footer,
  className,
}: DialogProps) {
  const t = useStrings();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: the dialog is modal, and Escape closes it, as it opens (see Navbar).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.icon} aria-label={t.close} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {(closeLabel || footer) && (
          <footer className={styles.footer}>
            {footer}
            {closeLabel && (
              <button type="button" className="button button--ghost" onClick={onClose}>
                {closeLabel}
              </button>
            )}
          </footer>
        )}
      </div>
    </dialog>
  );
}
