import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { prefetchWhenIdle, styleAhead } from '../early';
import { useStrings } from '../i18n/strings';
import styles from './Dialog.module.css';

/**
 * Whether the browser acts on invoker commands (`commandfor`): then a button opens or closes a
 * dialog by itself, and its click handler must leave the dialog to it.
 */
export function browserRunsCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
}

/** The dialogs with an id on the page: what to call when a script opens one. */
const opened = new Map<string, () => void>();

/**
 * Opens a dialog with an `id` from a script: for a browser without invoker commands, where its
 * button's click handler has to do what the browser does elsewhere, and for a link's click handler.
 * Says whether the dialog is in the page (then it is open).
 */
export function showDialog(id: string): boolean {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) return false;
  if (dialog.open) return true;
  dialog.showModal();
  opened.get(id)?.();
  return true;
}

export interface DialogProps {
  /** Whether the dialog is open. Without `id` the dialog is in the page only while open. */
  open: boolean;
  /**
   * A dialog in the page while closed (the Quote dialog from the first byte), for a button with
   * `commandfor={id} command="show-modal"` or a script's `showDialog(id)` to open: the browser opens
   * it by itself, before any script has arrived or before React renders. `open` then follows the
   * dialog: `onOpen` says the browser opened it, `onClose` that it closed.
   */
  id?: string;
  onOpen?: () => void;
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
  /**
   * It fills a phone's screen (a long form): there the page behind it is not rendered while it is
   * open (pageBehindDialog.ts). A short dialog leaves the page in view around it.
   */
  covers?: boolean;
}

/**
 * Modal dialog on the native <dialog> element: the browser traps focus, makes the page behind it
 * inert and closes it on Escape. Focus returns to whatever opened it.
 */
export function Dialog({
  open,
  id,
  onOpen,
  onClose,
  title,
  children,
  closeLabel,
  size = 'md',
  footer,
  className,
  covers,
}: DialogProps) {
  const t = useStrings();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onCloseRef.current = onClose;
    onOpenRef.current = onOpen;
  });

  useDialogWithId(ref, id, open, onOpenRef, onCloseRef);
  useDialogWithoutId(ref, id, open, onCloseRef);

  if (!open && !id) return null;
  // The buttons that close a dialog with an id close it by themselves, before the scripts too.
  const closer = id ? ({ commandfor: id, command: 'close' } as const) : {};
  const close = () => {
    if (!id || !browserRunsCommands()) onClose();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      closedby={id ? 'any' : undefined}
      // Opened by the browser before hydration: React leaves the open attribute alone.
      suppressHydrationWarning
      className={`${styles.dialog} ${styles[size]}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      data-covers={covers || undefined}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        {/* Not <header>: outside any sectioning element that would be a second banner landmark. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.icon} aria-label={t.close} onClick={close} {...closer}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {(closeLabel || footer) && (
          <div className={styles.footer}>
            {footer}
            {closeLabel && (
              <button type="button" className="button button--ghost" onClick={close} {...closer}>
                {closeLabel}
              </button>
            )}
          </div>
        )}
      </div>
    </dialog>
  );
}

type DialogRef = RefObject<HTMLDialogElement | null>;

/** A dialog with an id: in the page while closed, opened and closed by the browser; `open` follows it. */
function useDialogWithId(
  ref: DialogRef,
  id: string | undefined,
  open: boolean,
  onOpenRef: RefObject<(() => void) | undefined>,
  onCloseRef: RefObject<() => void>,
) {
  // A dialog with an id: the browser opens and closes it (its invoker, Escape, a tap on the
  // backdrop, the close buttons), before the scripts too; `open` follows it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!id || !dialog) return;
    // Opened before the scripts arrived.
    if (dialog.open) onOpenRef.current?.();
    const onToggle = () => (dialog.open ? onOpenRef.current : onCloseRef.current)?.();
    // A link inside that leads to another page of the app asks the dialog to close with a cancel event
    // of its own (the browser's, on Escape, closes it by itself).
    const onCancel = (event: Event) => {
      if (!event.isTrusted) dialog.close();
    };
    dialog.addEventListener('toggle', onToggle);
    dialog.addEventListener('close', onToggle);
    dialog.addEventListener('cancel', onCancel);
    opened.set(id, onToggle);
    return () => {
      opened.delete(id);
      dialog.removeEventListener('toggle', onToggle);
      dialog.removeEventListener('close', onToggle);
      dialog.removeEventListener('cancel', onCancel);
    };
  }, [ref, id, onOpenRef, onCloseRef]);
  // A dialog with an id is styled and laid out once, unseen, in idle time: the browser keeps
  // what it computed (matched styles, shaped words), and the tap that opens it then does a third of
  // the work. A closed dialog is not rendered, so its first opening paid for all of it.
  useEffect(() => {
    if (id) prefetchWhenIdle(() => ref.current && styleAhead(ref.current, styles.ahead!));
  }, [ref, id]);
  // Closed only when `open` turns false: a dialog the browser opened before React heard of it (its
  // button tapped before or during hydration) stays open while `open` follows it (onOpen). Closed
  // and opened again in hydration's commit, it lost what was typed meanwhile, and its focus went to
  // the first field.
  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!id || !dialog) return;
    // Where the browser has no invoker commands, the buttons' click handlers change `open`.
    if (open && !dialog.open) dialog.showModal();
    if (!open && wasOpen.current && dialog.open) dialog.close();
    wasOpen.current = open;
  }, [ref, id, open]);
}

/** A dialog without an id: in the page only while open, made modal as it comes. */
function useDialogWithoutId(
  ref: DialogRef,
  id: string | undefined,
  open: boolean,
  onCloseRef: RefObject<() => void>,
) {
  // A layout effect: the dialog is modal, and Escape closes it, as it opens (see Navbar).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (id || !open || !dialog) return;
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
  }, [ref, id, open, onCloseRef]);
}
