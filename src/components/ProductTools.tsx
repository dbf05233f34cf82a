import { Suspense, useEffect, useRef, useState } from 'react';
import { prefetchWhenIdle } from '../app/prefetch';
import { preloadable } from '../app/preloadable';
import { absoluteUrl } from '../app/site';
import type { ProductId } from '../content/types';
import { localizedPath, type Locale } from '../i18n/locale';
import { loadPageStrings } from '../i18n/pageStrings';
import { useLocale, useStrings } from '../i18n/strings';
import { QuoteToggle } from './shell/QuoteToggle';
import styles from './ProductTools.module.css';

/**
 * A product page's own controls: add it to the quote list, share its canonical address in the page's
 * language ('https://…/ru/hist4' on a Russian page; `name` is the name in that language).
 */
export function ProductTools({ id, name }: { id: ProductId; name: string }) {
  const locale = useLocale();
  return (
    <div className={styles.tools}>
      <QuoteToggle id={id} />
      <ShareButton name={name} url={absoluteUrl(localizedPath(`/${id}`, locale))} />
    </div>
  );
}

/**
 * The menu's code and its strings in the page's language, fetched in idle time once the page is
 * interactive (src/app/prefetch.ts), so that Share opens it at once.
 */
const loadMenu = (locale: Locale) =>
  Promise.all([import('./ShareMenu'), loadPageStrings(locale, ['share'])]).then(
    ([module]) => module.ShareMenu,
  );
const menus = {
  en: preloadable(() => loadMenu('en')),
  ru: preloadable(() => loadMenu('ru')),
} satisfies Record<Locale, unknown>;

/**
 * Shares a product's canonical address: the system share sheet where the browser has the Web Share
 * API (phones), otherwise a small menu (copy, WhatsApp, e-mail, QR code) whose code loads on first use.
 */
function ShareButton({ name, url }: { name: string; url: string }) {
  const t = useStrings().fcs;
  const locale = useLocale();
  const ShareMenu = menus[locale].Component;
  const [open, setOpen] = useState<boolean | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => prefetchWhenIdle(menus[locale].preload), [locale]);

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
        className={`icon-mask ${styles.shareButton}`}
        aria-expanded={!!open}
        onClick={() => void share()}
      >
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
