import { useEffect, useId, useState } from 'react';
import { decodeWhenIdle, EarlyQuoteList, keepQuoteNames } from '../../early';
import printIcon from '../../assets/ui/print.svg?url';
import { enquiryStrings } from './strings';
import { useLocale, useStrings } from '../../i18n/strings';
import { Link } from '../../shell/LocaleLink';
import {
  nameQuoteProducts,
  namedQuoteProducts,
  type NamedQuoteProduct,
  type QuoteProduct,
} from '../../shared/quoteList/products';
import { removeFromQuoteList, useQuoteList } from '../../shared/quoteList/quoteList';
import { sharedListUrl } from '../../shared/quoteList/sharedList';
import { LazyQuoteSheet, useListPrint } from '../../shared/share/printQuoteSheet';
import { ShareButton } from '../../shared/share/ShareButton';
import { LANG } from '../../i18n/locale';
import styles from './QuoteListSummary.module.css';

interface QuoteListSummaryProps {
  /**
   * Products the form sends instead of the quote list (a shared list): listed without
   * Remove, Share or Print; the quote list is left alone.
   */
  selection?: readonly QuoteProduct[];
  /** The browser's own print of the page prints the list (the contact page). */
  printsWithPage?: boolean;
}

/**
 * The quote list above an enquiry form: what will be sent with it, each with a Remove button, and the
 * list's Share (a link to it: /contact?list=…) and Print (one sheet) actions.
 */
export function QuoteListSummary({ selection, printsWithPage = false }: QuoteListSummaryProps) {
  const strings = useStrings();
  const t = enquiryStrings.use();
  const locale = useLocale();
  const own = useQuoteList();
  const quoted = selection ?? own;
  const headingId = useId();
  // The print button's icon (QuoteListSummary.module.css) is ready before the Quote dialog opens.
  useEffect(() => decodeWhenIdle(printIcon), []);
  // Names and pages (in the page's language) come with the lists' cards. Where they are loaded already
  // (the Quote dialog fetches them before it opens) the list is there from the first frame; else it
  // shows once they are here.
  const cached = namedQuoteProducts(quoted, locale);
  const [loaded, setLoaded] = useState<readonly NamedQuoteProduct[]>([]);
  useEffect(() => {
    if (cached) return;
    let current = true;
    void nameQuoteProducts(quoted, locale).then((named) => {
      if (current) setLoaded(named);
    });
    return () => {
      current = false;
    };
  }, [cached, quoted, locale]);
  const list = cached ?? loaded;
  if (!list.length || !quoted.length) return null;
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {selection ? t.quoteList.selectionHeading(list.length) : t.quoteList.heading(list.length)}
      </h3>
      <p className={styles.intro}>{selection ? t.quoteList.selectionIntro : t.quoteList.intro}</p>
      <ul className={styles.list}>
        {list.map((product) => (
          <li key={product.id} className={styles.item}>
            <span className={styles.name}>
              <Link
                to={product.path}
                onClick={(event) => {
                  // In a dialog (Quote): close it (its cancel handler does) as the page changes.
                  event.currentTarget.closest('dialog')?.dispatchEvent(new Event('cancel'));
                }}
              >
                {product.name}
              </Link>
              <span className={styles.listName}>{strings.lists[product.list]}</span>
            </span>
            {!selection && (
              <button type="button" className={styles.remove} onClick={() => removeFromQuoteList(product.id)}>
                {t.quoteList.remove}
                <span className="visually-hidden">{` ${product.name}`}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {!selection && <ListActions products={quoted} printsWithPage={printsWithPage} />}
    </section>
  );
}

/** Share the list as one link, print it as one sheet. */
function ListActions({
  products,
  printsWithPage,
}: {
  products: readonly QuoteProduct[];
  printsWithPage: boolean;
}) {
  const t = enquiryStrings.use();
  const locale = useLocale();
  const printing = useListPrint(printsWithPage);
  const ids = products.map((product) => product.id);
  return (
    <div className={styles.actions}>
      <ShareButton name={t.quoteList.shareTitle(ids.length)} url={sharedListUrl(ids, locale)} />
      <button
        type="button"
        className={`button button--outline icon-mask ${styles.print}`}
        onClick={printing.print}
      >
        {t.quoteList.print}
      </button>
      {printing.mounted && (
        <LazyQuoteSheet products={products} mode={printing.mode} onReady={printing.onReady} />
      )}
    </div>
  );
}

/**
 * The quote list of the prerendered Quote dialog, before the scripts (src/early/EarlyQuoteList.tsx),
 * in this list's words and styles. Once hydrated, it keeps the names of the products on the list in
 * this language, for the next page's box.
 */
export function EarlyQuoteListSummary() {
  const t = enquiryStrings.use();
  const locale = useLocale();
  const list = useQuoteList();

  useEffect(() => {
    if (list.length === 0) return;
    let current = true;
    void nameQuoteProducts(list, locale).then((named) => {
      if (current)
        keepQuoteNames(Object.fromEntries(named.map((product) => [product.id, product.name])), LANG[locale]);
    });
    return () => {
      current = false;
    };
  }, [list, locale]);

  return (
    <EarlyQuoteList
      title={t.quoteList.title}
      className={styles.summary}
      classes={[styles.heading, styles.list, styles.item, styles.name]}
    />
  );
}
