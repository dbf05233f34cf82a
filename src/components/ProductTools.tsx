import { absoluteUrl } from '../app/site';
import type { ProductId } from '../content/types';
import { QuoteToggle } from './QuoteToggle';
import { ShareButton } from './ShareButton';
import styles from './ProductTools.module.css';

/** A product page's own controls: add it to the quote list, share its address. */
export function ProductTools({ id, name }: { id: ProductId; name: string }) {
  return (
    <div className={styles.tools}>
      <QuoteToggle id={id} />
      <ShareButton name={name} url={absoluteUrl(`/${id}`)} />
    </div>
  );
}
