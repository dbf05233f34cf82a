import { useEffect, useId, useState } from 'react';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale, useStrings } from '../i18n/strings';
import { Link } from './shell/LocaleLink';
import { nameQuoteProducts, namedQuoteProducts, type NamedQuoteProduct } from '../quote/products';
import { removeFromQuoteList, useQuoteList } from '../quote/quoteList';
import styles from './QuoteListSummary.module.css';

/** The quote list above an enquiry form: what will be sent with it, each with a Remove button. */
export function QuoteListSummary() {
  const strings = useStrings();
  const t = usePageStrings('enquiry');
  const locale = useLocale();
  const quoted = useQuoteList();
  const headingId = useId();
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
        {t.quoteList.heading(list.length)}
      </h3>
      <p className={styles.intro}>{t.quoteList.intro}</p>
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
            <button type="button" className={styles.remove} onClick={() => removeFromQuoteList(product.id)}>
              {t.quoteList.remove}
              <span className="visually-hidden">{` ${product.name}`}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
