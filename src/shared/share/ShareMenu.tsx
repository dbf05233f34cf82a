import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { shareStrings } from './strings';
import { QrCode } from './QrCode';
import styles from './ShareMenu.module.css';

interface ShareMenuProps {
  open: boolean;
  /** What is shared (a product's name), in the page's language: the message's first words and the e-mail's subject. */
  name: string;
  /** The canonical address of the page in its language: no tracking parameters. */
  url: string;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The menu's panel. While the menu is open its first item has the focus, and Escape (focus back on
 * the opener) or a press outside the panel and the opener closes it.
 */
function useMenuPanel(open: boolean, onClose: () => void, opener: RefObject<HTMLButtonElement | null>) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: the listeners are there as the menu opens (see Navbar).
  useLayoutEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // This Escape closes the menu only, not a dialog it is in (the quote list's, in Quote).
      event.preventDefault();
      onCloseRef.current();
      opener.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !opener.current?.contains(target)) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, opener]);
  return panel;
}

/** The share menu of a product page (loaded on first use): copy, WhatsApp, e-mail and a QR code. */
export function ShareMenu({ open, name, url, onClose, opener }: ShareMenuProps) {
  const t = shareStrings.use();
  const [copy, setCopy] = useState<CopyState>('idle');
  const [qrShown, setQrShown] = useState(false);
  const panel = useMenuPanel(open, onClose, opener);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`;
  const mail = `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(`${name}\n${url}`)}`;

  return (
    <div ref={panel} className={styles.panel} hidden={!open} role="group" aria-label={t.menu}>
      <ul className={styles.items}>
        <li>
          <button type="button" className={styles.item} onClick={() => void copyLink()}>
            {t.copy}
          </button>
        </li>
        <li>
          <a className={styles.item} href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t.whatsapp}
          </a>
        </li>
        <li>
          <a className={styles.item} href={mail}>
            {t.email}
          </a>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-expanded={qrShown}
            onClick={() => setQrShown((shown) => !shown)}
          >
            {t.qr}
          </button>
        </li>
      </ul>
      <p role="status" className={copy === 'copied' ? styles.copied : 'visually-hidden'}>
        {copy === 'copied' ? t.copied : ''}
      </p>
      {copy === 'failed' && (
        <label className={styles.manual}>
          {t.copyFailed}
          <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
      {qrShown && <QrCode url={url} label={t.qrAlt(url)} className={styles.qr} />}
    </div>
  );
}
