import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { num, type Locale } from '../../i18n/locale';
import type { offline } from './offline.en';
import type { Widen } from '../../i18n/widen';
import { bytesOf, type KeptList, type KeptMarker } from './caches';
import { completeKeptSets, onUpdate, updateSnapshot, type UpdateState } from './kept';
import { startWorker } from './serviceWorker';

/** The download's code: fetched when the visitor asks for it, not with the control. */
const download = () => import('./keptDownload');
import styles from './CatalogueDownload.module.css';

type Strings = Widen<typeof offline>;
type State =
  | { step: 'start' }
  | { step: 'sizing' }
  | { step: 'sized'; list: KeptList }
  | { step: 'no-room'; needed: number; free: number }
  | { step: 'saving'; pages: number; done: number; total: number }
  | { step: 'done'; pages: number }
  | { step: 'failed' }
  | { step: 'removed' }
  | { step: 'remove-failed' };

/** Megabytes (10^6 bytes) with one decimal, written the language's way («1,5», «12 345,6»). */
function megabytes(bytes: number, locale: Locale): string {
  const value = (bytes / 1e6).toFixed(1);
  return locale === 'ru'
    ? num(value)
    : Number(value).toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

function day(time: number, locale: Locale): string {
  return (
    new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })
      .format(time)
      // On one line, as a figure stays with its unit.
      .replace(/ /g, '\u00a0')
  );
}

/**
 * Safari (WebKit) in a tab, not from the Home Screen: it deletes a site's data after 7 days without
 * a visit, the kept catalogue with it, unless the site is added to the Home Screen.
 */
function safariTab(): boolean {
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return navigator.vendor.startsWith('Apple') && !standalone;
}

/** The complete kept sets, or none where the site's storage cannot be read. */
async function readKept(): Promise<KeptMarker[]> {
  try {
    return (await completeKeptSets()).map((set) => set.marker);
  } catch {
    return [];
  }
}

function updateText(update: UpdateState, t: Strings, locale: Locale): string {
  switch (update.step) {
    case 'updating':
      return t.updating(update.done, update.total);
    case 'stopped':
      return t.updateStopped;
    case 'no-room':
      return t.updateNoRoom(megabytes(update.needed, locale), megabytes(update.free, locale));
    case 'updated':
      return t.updated;
    default:
      return '';
  }
}

/** The status line: the step's, else what the worker's update of the kept pages says. */
function statusText(state: State, update: UpdateState, t: Strings, locale: Locale): string {
  switch (state.step) {
    case 'sizing':
      return t.sizing;
    case 'sized':
      return t.size(state.list.pages, megabytes(bytesOf(state.list), locale));
    case 'no-room':
      return t.noRoom(megabytes(state.needed, locale), megabytes(state.free, locale));
    case 'saving':
      return t.saved(state.done, state.total);
    case 'done':
      return t.done(state.pages);
    case 'failed':
      return t.failed;
    case 'removed':
      return t.removed;
    case 'remove-failed':
      return t.removeFailed;
    default:
      return updateText(update, t, locale);
  }
}

/** How far, in whole quarters (0, 25, 50, 75, 100): what the live region says while files arrive. */
const quarter = (done: number, total: number) => (total ? Math.floor((done / total) * 4) * 25 : 0);

/**
 * What a screen reader hears (the live region): the status line, but while files arrive only the
 * start and each quarter, not a message a file (hundreds, which would drown everything else).
 */
function spokenText(state: State, update: UpdateState, t: Strings, locale: Locale): string {
  if (state.step === 'saving') return t.savedPart(quarter(state.done, state.total));
  if (state.step === 'start' && update.step === 'updating')
    return t.updatingPart(quarter(update.done, update.total));
  return statusText(state, update, t, locale);
}

/**
 * What the buttons do: size the set, save it, remove what is kept. Each step is set as it comes;
 * `refresh` reads the kept sets again once saving or removing is over.
 */
function catalogueActions(locale: Locale, setState: (state: State) => void, refresh: () => void) {
  const size = async () => {
    setState({ step: 'sizing' });
    try {
      const { fetchCatalogue } = await download();
      setState({ step: 'sized', list: (await fetchCatalogue())[locale] });
    } catch {
      setState({ step: 'failed' });
    }
  };

  const save = async (list: KeptList) => {
    // In memory since the size was asked for.
    const { askToPersist, downloadSet, exclusively, freeSpace } = await download();
    const needed = bytesOf(list);
    const free = await freeSpace();
    if (free !== undefined && free < needed) {
      setState({ step: 'no-room', needed, free });
      return;
    }
    setState({ step: 'saving', pages: list.pages, done: 0, total: list.files.length });
    try {
      // Asked now, when the visitor chose to keep something: the browser then keeps the site's data
      // under storage pressure (some grant it only to an installed or bookmarked site).
      await askToPersist();
      // Kept pages are only answered by an active worker (not registered yet under Save-Data).
      if (navigator.serviceWorker.controller) await navigator.serviceWorker.ready;
      else await startWorker();
      await exclusively(async () => {
        await downloadSet(list, locale, (done, total) =>
          setState({ step: 'saving', pages: list.pages, done, total }),
        );
      }, true);
      setState({ step: 'done', pages: list.pages });
    } catch {
      setState({ step: 'failed' });
    }
    refresh();
  };

  const remove = async () => {
    try {
      await (await download()).removeKeptSets();
      setState({ step: 'removed' });
    } catch {
      setState({ step: 'remove-failed' });
    }
    refresh();
  };

  return { size, save, remove };
}

interface KeptSetsProps {
  kept: readonly KeptMarker[];
  t: Strings;
  locale: Locale;
  onRemove: () => void;
}

/** What is kept on this device, each language's set with its size, date and Remove button. */
function KeptSets({ kept, t, locale, onRemove }: KeptSetsProps) {
  return (
    <>
      {kept.map((marker) => (
        <div key={marker.build + marker.locale} className={styles.kept}>
          <p>
            {t.kept(
              marker.locale,
              marker.pages,
              megabytes(marker.bytes, locale),
              day(marker.savedAt, locale),
            )}
          </p>
          <button
            type="button"
            className={`button ${styles.remove}`}
            aria-label={t.remove(marker.locale)}
            onClick={onRemove}
          >
            {t.removeButton}
          </button>
        </div>
      ))}
    </>
  );
}

/**
 * "Keep the catalogue on this device": says how much the pages of this language and all they need
 * take (the build's list, CATALOGUE_MANIFEST_URL), checks there is room, asks the browser to keep
 * the site's data, then fetches the set with a progress bar (keptDownload.ts), so that every page
 * opens and works without a network (a trade-show floor without Wi-Fi). Once kept, it says what is
 * kept (language, size, date) and offers to remove it, and shows the updates after a new deploy.
 */
export function CatalogueDownload({ strings: t, locale }: { strings: Strings; locale: Locale }) {
  const [state, setState] = useState<State>({ step: 'start' });
  const [kept, setKept] = useState<KeptMarker[]>([]);
  const update = useSyncExternalStore(onUpdate, updateSnapshot, updateSnapshot);
  const progressId = useId();
  const box = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  const refresh = useCallback(() => void readKept().then(setKept), []);
  useEffect(refresh, [refresh, update.step]);

  // The button pressed goes away at each step: focus moves to the next button, else to the box,
  // whose status line says what happens.
  useEffect(() => {
    if (state.step === 'start') return;
    const active = document.activeElement;
    if (active && active !== document.body && !box.current?.contains(active)) return;
    (next.current ?? box.current)?.focus();
  }, [state.step]);

  const { size, save, remove } = catalogueActions(locale, setState, refresh);
  const status = statusText(state, update, t, locale);
  const spoken = spokenText(state, update, t, locale);
  const keptHere = kept.some((marker) => marker.locale === locale);
  const offerKeep = !keptHere && (state.step === 'start' || state.step === 'removed');

  return (
    <div className={styles.box} ref={box} tabIndex={-1} data-catalogue={state.step}>
      <KeptSets kept={kept} t={t} locale={locale} onRemove={() => void remove()} />
      {offerKeep && (
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
      {/* Seen, file by file; heard from the live region below, in steps (and the progress bar's value). */}
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <p role="status" className={`visually-hidden ${styles.status}`}>
        {spoken}
      </p>
      {state.step === 'sized' && (
        <button
          ref={next}
          type="button"
          className="button button--light"
          onClick={() => void save(state.list)}
        >
          {t.start(megabytes(bytesOf(state.list), locale))}
        </button>
      )}
      {(state.step === 'failed' || state.step === 'no-room') && (
        <button ref={next} type="button" className="button button--light" onClick={() => void size()}>
          {t.retry}
        </button>
      )}
      {safariTab() && <p className={styles.note}>{t.safari}</p>}
    </div>
  );
}
