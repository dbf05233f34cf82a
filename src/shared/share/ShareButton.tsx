import { Suspense, useEffect, useRef, useState } from 'react';
import { prefetchWhenIdle, preloadable, WaitingForNetwork } from '../../early';
import type { Locale } from '../../i18n/locale';
import { shareStrings } from './strings';
import { useLocale, useStrings } from '../../i18n/strings';
import styles from './ShareButton.module.css';

/** The menu's code and its strings in the page's language, fetched ahead or on first use. */
const loadMenu = (locale: Locale) =>
  Promise.all([import('./ShareMenu'), shareStrings.load(locale)]).then(([module]) => module.ShareMenu);
const menus = {
  en: preloadable(() => loadMenu('en')),
  ru: preloadable(() => loadMenu('ru')),
} satisfies Record<Locale, unknown>;

interface ShareButtonProps {
  /** What is shared, in the page's language: the message's first words and the e-mail's subject. */
  name: string;
  /** The canonical address to share: no tracking parameters. */
  url: string;
  /**
   * Fetch the menu in idle time once the page is interactive (src/early/prefetch.ts), so Share opens it
   * at once (a product page). Otherwise it is fetched when the pointer or focus comes to the button.
   */
  prefetch?: boolean;
}

/**
 * Shares an address: the system share sheet where the browser has the Web Share API (phones),
 * otherwise a small menu (copy, WhatsApp, e-mail, QR code) whose code loads on first use. Used by a
 * product page and by the quote list.
 */
export function ShareButton({ name, url, prefetch = false }: ShareButtonProps) {
  const t = useStrings().fcs;
  const locale = useLocale();
  const ShareMenu = menus[locale].Component;
  const [open, setOpen] = useState<boolean | null>(null);
  const [opening, setOpening] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (prefetch) prefetchWhenIdle(menus[locale].preload);
  }, [locale, prefetch]);
  const fetchAhead = () => void menus[locale].preload().catch(() => undefined);

  const share = async () => {
    if (!open && navigator.share) {
      try {
        return await navigator.share({ title: name, url });
      } catch (error) {
        // Closed by the visitor: done. Refused for another reason: offer the menu instead.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    if (open) return setOpen(false);
    // Fetched ahead (a product page): it opens in the tap's own render, with nothing to wait for.
    if (menus[locale].isLoaded()) return setOpen(true);
    // The menu opens once its code is in: meanwhile the button is busy (and says when it waits for
    // the network); a menu whose code cannot come at all does not open.
    if (opening) return;
    setOpening(true);
    try {
      await menus[locale].preload();
      setOpen(true);
    } catch {
      // Nothing to show: the button stays as it is, a tap tries again.
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className={styles.share}>
      <button
        ref={button}
        type="button"
        className={`button button--outline icon-mask ${styles.shareButton}`}
        aria-expanded={!!open}
        aria-busy={opening || undefined}
        data-held={opening ? '' : undefined}
        onPointerEnter={prefetch ? undefined : fetchAhead}
        onFocus={prefetch ? undefined : fetchAhead}
        onClick={() => void share()}
      >
        {t.share.button}
      </button>
      <WaitingForNetwork active={opening} />
      {open !== null && (
        <Suspense fallback={null}>
          <ShareMenu open={open} name={name} url={url} opener={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
