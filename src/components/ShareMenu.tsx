import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { usePageStrings } from '../i18n/pageStrings';
import styles from './ShareMenu.module.css';

interface ShareMenuProps {
  open: boolean;
  /** The product's name in the page's language: the message's first words and the e-mail's subject. */
  name: string;
  /** The canonical address of the page in its language: no tracking parameters. */
  url: string;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The share menu of a product page (loaded on first use): copy, WhatsApp, e-mail and a QR code. */
export function ShareMenu({ open, name, url, onClose, opener }: ShareMenuProps) {
  const t = usePageStrings('share');
  const panel = useRef<HTMLDivElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [qrShown, setQrShown] = useState(false);
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
      {qrShown && <QrCode url={url} label={t.qrAlt(url)} />}
    </div>
  );
}

/** The address as a QR code (SVG paths only: no inline styles), drawn by a library loaded now. */
function QrCode({ url, label }: { url: string; label: string }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode-generator')
      .then(({ default: qrcode }) => {
        const code = qrcode(0, 'M');
        code.addData(url);
        code.make();
        const count = code.getModuleCount();
        let path = '';
        for (let row = 0; row < count; row += 1) {
          for (let col = 0; col < count; col += 1) {
            if (code.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
          }
        }
        if (live) setQr({ size: count + 8, path });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  if (!qr) return <div className={styles.qr} aria-busy="true" />;
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
