import { absoluteUrl } from '../../lib/site';
import type { ProductId } from '../../content/types';
import { localizedPath } from '../../i18n/locale';
import { useLocale } from '../../i18n/strings';
import { QuoteToggle } from '../../shared/quoteList/QuoteToggle';
import { ShareButton } from '../../shared/share/ShareButton';
import styles from './ProductTools.module.css';

/**
 * A product page's own controls: add it to the quote list, share its canonical address in the page's
 * language ('https://…/ru/hist4' on a Russian page; `name` is the name in that language). The share
 * menu is fetched in idle time once the page is interactive, so that Share opens it at once.
 */
export function ProductTools({ id, name }: { id: ProductId; name: string }) {
  const locale = useLocale();
  return (
    <div className={styles.tools}>
      <QuoteToggle id={id} name={name} />
      <ShareButton name={name} url={absoluteUrl(localizedPath(`/${id}`, locale))} prefetch />
    </div>
  );
}
