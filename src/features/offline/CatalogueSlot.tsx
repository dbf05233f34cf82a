import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/strings';
import { whenIdle } from '../../lib/idle';
import { IDLE_TIMEOUT_MS, offlineSupported } from './serviceWorker';
import { offlineStrings } from './strings';

/** The control's code and its strings in the page's language, fetched only where it is shown. */
const load = (locale: Locale) =>
  Promise.all([import('./CatalogueDownload'), offlineStrings.load(locale)]).then(([module, strings]) => ({
    default: () => <module.CatalogueDownload strings={strings} locale={locale} />,
  }));
const controls = { en: lazy(() => load('en')), ru: lazy(() => load('ru')) } satisfies Record<Locale, unknown>;

/**
 * The footer's "Keep the catalogue on this device": not in the prerendered page (only a browser with
 * service workers and the Cache API can keep it, and only a production build has a worker), shown
 * once the page is interactive, in idle time, so it costs the first load nothing.
 */
export function CatalogueSlot() {
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (import.meta.env.PROD && offlineSupported()) whenIdle(() => setShown(true), IDLE_TIMEOUT_MS);
  }, []);
  if (!shown) return null;
  const Control = controls[locale];
  return (
    <Suspense fallback={null}>
      <Control />
    </Suspense>
  );
}
