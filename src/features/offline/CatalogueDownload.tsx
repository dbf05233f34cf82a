import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locale';
import type { offline } from './offline.en';
import type { Widen } from '../../i18n/widen';
import {
  CATALOGUE_MANIFEST_URL,
  PAGES_CACHE,
  PICTURES_CACHE,
  type CatalogueFile,
  type CatalogueManifest,
} from './caches';
import styles from './CatalogueDownload.module.css';

type Strings = Widen<typeof offline>;
type State =
  | { step: 'start' }
  | { step: 'sizing' }
  | { step: 'sized'; pages: number; files: CatalogueFile[] }
  | { step: 'saving'; pages: number; done: number; total: number }
  | { step: 'done'; pages: number }
  | { step: 'failed' };

/** Megabytes (10^6 bytes) with one decimal, written the language's way. */
function megabytes(files: readonly CatalogueFile[], locale: Locale): string {
  const value = Math.max(0.1, files.reduce((sum, file) => sum + file.bytes, 0) / 1e6).toFixed(1);
  return locale === 'ru' ? value.replace('.', ',') : value;
}

/** Fetches one file into the cache the service worker answers it from. */
async function keep(file: CatalogueFile, pages: Cache, pictures: Cache): Promise<void> {
  const isPage = !file.url.startsWith('/assets/');
  // A picture the worker precached is already on the device.
  if (!isPage && (await caches.match(file.url))) return;
  const response = await fetch(file.url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${file.url}: ${response.status}`);
  await (isPage ? pages : pictures).put(file.url, response);
}

/**
 * "Keep the catalogue on this device": says how much the pages of this language and their pictures
 * take (the build's list, CATALOGUE_MANIFEST_URL), then fetches them into the service worker's
 * caches with a progress bar, so that every page opens without a network (a trade-show floor
 * without Wi-Fi).
 */
export function CatalogueDownload({ strings: t, locale }: { strings: Strings; locale: Locale }) {
  const [state, setState] = useState<State>({ step: 'start' });
  const progressId = useId();
  const box = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  // The button pressed goes away at each step: focus moves to the next button, else to the box,
  // whose status line says what happens.
  useEffect(() => {
    if (state.step === 'start') return;
    const active = document.activeElement;
    if (active && active !== document.body && !box.current?.contains(active)) return;
    (next.current ?? box.current)?.focus();
  }, [state.step]);

  const size = async () => {
    setState({ step: 'sizing' });
    try {
      const response = await fetch(CATALOGUE_MANIFEST_URL, { cache: 'no-cache' });
      if (!response.ok) throw new Error(String(response.status));
      const { pages, files } = ((await response.json()) as CatalogueManifest)[locale];
      setState({ step: 'sized', pages, files });
    } catch {
      setState({ step: 'failed' });
    }
  };

  const save = async (pages: number, files: readonly CatalogueFile[]) => {
    let done = 0;
    setState({ step: 'saving', pages, done, total: files.length });
    try {
      // Kept pages are only answered by an active worker.
      await navigator.serviceWorker.ready;
      const [pageCache, pictureCache] = await Promise.all([
        caches.open(PAGES_CACHE),
        caches.open(PICTURES_CACHE),
      ]);
      const queue = [...files];
      // A few at a time: the network stays busy without a hundred requests at once.
      const worker = async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          await keep(file, pageCache, pictureCache);
          done += 1;
          setState({ step: 'saving', pages, done, total: files.length });
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      setState({ step: 'done', pages });
    } catch {
      setState({ step: 'failed' });
    }
  };

  const status =
    state.step === 'sizing'
      ? t.sizing
      : state.step === 'sized'
        ? t.size(state.pages, megabytes(state.files, locale))
        : state.step === 'saving'
          ? t.saved(state.done, state.total)
          : state.step === 'done'
            ? t.done(state.pages)
            : state.step === 'failed'
              ? t.failed
              : '';

  return (
    <div className={styles.box} ref={box} tabIndex={-1} data-catalogue={state.step}>
      {state.step === 'start' && (
        <button type="button" className="button button--light" onClick={() => void size()}>
          {t.keep}
        </button>
      )}
      {state.step === 'saving' && (
        <>
          <label htmlFor={progressId}>{t.progress}</label>
          <progress id={progressId} value={state.done} max={state.total} />
        </>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {state.step === 'sized' && (
        <button
          ref={next}
          type="button"
          className="button button--light"
          onClick={() => void save(state.pages, state.files)}
        >
          {t.start(megabytes(state.files, locale))}
        </button>
      )}
      {state.step === 'failed' && (
        <button ref={next} type="button" className="button button--light" onClick={() => void size()}>
          {t.retry}
        </button>
      )}
    </div>
  );
}
