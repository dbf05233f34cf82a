import {
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../shell/Dialog';
import { Link } from '../../shell/LocaleLink';
import { searchStrings } from './strings';
import type { Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/strings';
import { loadSearcher, type Hit, type Searcher } from './engine';
import { QUERY_MAX } from './options';
import styles from './SearchDialog.module.css';

/** Text with the given ranges in <mark>. */
function marked(text: string, marks: Hit['marks']): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of marks) {
    if (from > at) out.push(text.slice(at, from));
    out.push(<mark key={from}>{text.slice(from, to)}</mark>);
    at = to;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** A category without a page of its own is on /catalogs (/ru/catalogs). Paths are in the index's language. */
const pagePath = (hit: Hit) => hit.path.split('#')[0] ?? hit.path;

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** What was typed while the dialog's code was on its way (SearchButton): the box starts with it. */
  typed?: string;
}

/**
 * The search dialog: an ARIA combobox with a listbox of results (WAI-ARIA Authoring Practices).
 * Arrow keys move through the results, Enter opens one, Escape closes the dialog; a status line
 * announces how many were found. Loaded with its index (the page's language's) when search is first
 * opened.
 */
export function SearchDialog({ open, onClose, typed = '' }: SearchDialogProps) {
  const t = searchStrings.use();
  const locale = useLocale();
  const [query, setQuery] = useState(typed);
  const { searcher, failed } = useSearcher(open, locale);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const optionId = (index: number) => `${id}-option-${index}`;

  useFocusOnOpen(open, input);

  // The typed letter shows at once; the search and its list follow in the next frames, and give way
  // to the next letter (searching and listing in the key's own frame made every key slow on a slow phone).
  const searched = useDeferredValue(query);
  // The box takes no more; a value put there otherwise (a script, an old browser) is cut the same.
  const trimmed = searched.slice(0, QUERY_MAX).trim();
  const current = searcher?.locale === locale ? searcher : null;
  const result = useMemo(() => (current && trimmed ? current.search(trimmed) : null), [current, trimmed]);
  const hits = result?.hits ?? [];

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      setActive((current) => nextOption(current, event.key === 'ArrowDown', hits.length - 1));
    } else if (event.key === 'Enter') {
      const hit = hits[active] ?? hits[0];
      if (!hit) return;
      event.preventDefault();
      onClose();
      void navigate(pagePath(hit));
    }
  };

  const status = failed ? '' : !trimmed ? '' : !current ? t.loading : t.count(result?.total ?? 0, trimmed);
  const expanded = hits.length > 0;

  return (
    <Dialog open={open} onClose={onClose} title={t.title} className={styles.dialog}>
      <label id={`${id}-label`} className={styles.label} htmlFor={`${id}-input`}>
        {t.label}
      </label>
      <SearchField
        id={id}
        inputRef={input}
        expanded={expanded}
        activeId={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t.placeholder}
        query={query}
        onQuery={(value) => {
          setQuery(value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className={status ? styles.status : 'visually-hidden'}>
        {status}
      </p>
      {failed && <SearchFailed onClose={onClose} />}
      <SearchResults
        id={id}
        hits={hits}
        active={active}
        optionId={optionId}
        category={t.category}
        onClose={onClose}
        onActive={setActive}
      />
    </Dialog>
  );
}

/** The option after `current` (`down`) or before it, round the ends; `last` is the last option's index. */
function nextOption(current: number, down: boolean, last: number): number {
  return down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1;
}

/**
 * Focuses the box in the commit that opens the dialog, so the next key lands in it: the last search
 * selected, for the next letter to replace; letters typed while the dialog's code was on its way
 * kept, the caret after them. A layout effect, after the Dialog's own (a child's run first), which
 * opened it and noted its opener. (Focused and selected a frame later, on a slow phone the letters
 * typed in that frame went nowhere, and the next one replaced those typed after it.)
 */
function useFocusOnOpen(open: boolean, input: RefObject<HTMLInputElement | null>) {
  const first = useRef(true);
  useLayoutEffect(() => {
    const box = input.current;
    if (!open || !box) return;
    box.focus();
    if (first.current && box.value) box.setSelectionRange(box.value.length, box.value.length);
    else box.select();
    first.current = false;
  }, [open, input]);
}

/** The index failed to load: the catalogue's page instead. */
function SearchFailed({ onClose }: { onClose: () => void }) {
  const t = searchStrings.use();
  return (
    <p role="alert" className={styles.failed}>
      {t.failed}{' '}
      <Link to="/catalogs" onClick={onClose}>
        {t.failedLink}
      </Link>
      .
    </p>
  );
}

/** The searcher of the page's language, loaded when the dialog first opens (and again for another language). */
function useSearcher(open: boolean, locale: Locale): { searcher: Searcher | null; failed: boolean } {
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || searcher?.locale === locale) return;
    let live = true;
    loadSearcher(locale).then(
      (loaded) => {
        if (!live) return;
        setFailed(false);
        setSearcher(loaded);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, searcher, locale]);
  return { searcher, failed };
}

interface SearchFieldProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Whether the list of results shows. */
  expanded: boolean;
  /** The id of the result the arrow keys chose. */
  activeId: string | undefined;
  placeholder: string;
  query: string;
  onQuery: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The search box, a combobox, with its magnifier. */
function SearchField({
  id,
  inputRef,
  expanded,
  activeId,
  placeholder,
  query,
  onQuery,
  onKeyDown,
}: SearchFieldProps) {
  return (
    <div className={styles.field}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12.5 12.5 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={styles.input}
        type="text"
        inputMode="search"
        enterKeyHint="go"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={placeholder}
        maxLength={QUERY_MAX}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

interface SearchResultsProps {
  id: string;
  hits: readonly Hit[];
  /** The result the arrow keys or the pointer chose, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  /** What a result that is a category says in place of its list. */
  category: string;
  onClose: () => void;
  onActive: (index: number) => void;
}

/** The results, a listbox of links, the matched words marked. */
function SearchResults({ id, hits, active, optionId, category, onClose, onActive }: SearchResultsProps) {
  return (
    <div id={`${id}-listbox`} role="listbox" aria-labelledby={`${id}-label`} className={styles.results}>
      {hits.map((hit, index) => (
        <Link
          key={hit.path}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          to={pagePath(hit)}
          className={styles.option}
          onClick={onClose}
          onMouseMove={() => onActive(index)}
        >
          <span className={styles.name}>{marked(hit.name, hit.nameMarks)}</span>
          <span className={styles.list}>{hit.list || category}</span>
          <span className={styles.line}>{marked(hit.line, hit.marks)}</span>
        </Link>
      ))}
    </div>
  );
}
