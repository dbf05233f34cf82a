import { startTransition, Suspense, useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { preloadable } from '../../early';
import type { Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/strings';
import { whenIdle } from '../../lib/idle';
import { IDLE_TIMEOUT_MS, offlineSupported } from './serviceWorker';
import { offlineStrings } from './strings';

/** The control's code and its strings in the page's language, fetched only where it is shown. */
const load = (locale: Locale) =>
  Promise.all([import('./CatalogueDownload'), offlineStrings.load(locale)]).then(
    ([module, strings]) =>
      function Control() {
        return <module.CatalogueDownload strings={strings} locale={locale} />;
      },
  );
// A control whose code cannot come (offline before it was fetched, an old deploy) is not shown; the
// page goes on without it, and it is fetched when the network is back.
const hidden = () => new Promise<never>(() => undefined);
const controls = {
  en: preloadable(() => load('en'), hidden),
  ru: preloadable(() => load('ru'), hidden),
} satisfies Record<Locale, unknown>;

/**
 * The footer's "Keep the catalogue on this device": not in the prerendered page (only a browser with
 * service workers and the Cache API can keep it, and only a production build has a worker). Fetched
 * once the footer comes within a screen of the view, in idle time: a buyer who reads a page and
 * leaves never downloads it.
 */
export function CatalogueSlot() {
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  // Not watched where it cannot be shown (the prerender and the browsers without a worker change no
  // markup: the slot renders the same until the control is shown).
  const { ref, inView: near } = useInView({
    triggerOnce: true,
    rootMargin: '100% 0px',
    skip: !(import.meta.env.PROD && offlineSupported()),
  });
  // Fetched in idle time, then shown in idle time as a transition: the buyer who has just scrolled
  // there is likely to tap or type near it, and its rendering must not stand in their way.
  useEffect(() => {
    if (!near) return;
    whenIdle(
      () =>
        void controls[locale]
          .preload()
          .then(() => whenIdle(() => startTransition(() => setShown(true)), IDLE_TIMEOUT_MS)),
      IDLE_TIMEOUT_MS,
    );
  }, [near, locale]);
  const { Component: Control } = controls[locale];
  return (
    <div ref={ref}>
      {shown && (
        <Suspense fallback={null}>
          <Control />
        </Suspense>
      )}
    </div>
  );
}
