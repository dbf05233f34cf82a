import { lazy, Suspense, useRef, useState } from 'react';
import { findCollectShare as t } from '../i18n/en/findCollectShare';
import styles from './ShareButton.module.css';

const ShareMenu = lazy(() => import('./ShareMenu').then((module) => ({ default: module.ShareMenu })));

/**
 * Shares a product's canonical address: the system share sheet where the browser has the Web Share
 * API (phones), otherwise a small menu (copy, WhatsApp, e-mail, QR code) whose code loads on first use.
 */
export function ShareButton({ name, url }: { name: string; url: string }) {
  const [open, setOpen] = useState<boolean | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const share = async () => {
    if (!open && navigator.share) {
      try {
        return await navigator.share({ title: name, url });
      } catch (error) {
        // Closed by the visitor: done. Refused for another reason: offer the menu instead.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    setOpen(!open);
  };

  return (
    <div className={styles.share}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={!!open}
        onClick={() => void share()}
      >
        <span className={`icon-mask ${styles.icon}`} />
        {t.share.button}
      </button>
      {open !== null && (
        <Suspense fallback={null}>
          <ShareMenu open={open} name={name} url={url} opener={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
