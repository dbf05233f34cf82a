import type { Product } from '../../content/types';
import { usePageStrings } from '../../i18n/pageStrings';
import { keepFiguresWhole } from '../../lib/keepFiguresWhole';
import { BackLink } from '../../shell/BackLink';
import { ProductTools } from './ProductTools';
import styles from './productSectionStyles';

interface ProductSummaryProps {
  product: Product;
  listHeading: string;
  listPath: string;
}

/** Beside the pictures: the way back to the list, the product's name, maker and summary, its tools. */
export function ProductSummary({ product, listHeading, listPath }: ProductSummaryProps) {
  const strings = usePageStrings('product');
  return (
    <div className={styles.intro}>
      <div className={styles.backRow}>
        <BackLink to={listPath} label={strings.back(listHeading)} />
        <span className="kicker">{listHeading}</span>
      </div>
      <h1 className={styles.title}>{product.name}</h1>
      <p className={styles.tagline}>{product.tagline}</p>
      {product.manufacturer && (
        <p className={styles.maker}>
          <span>{strings.manufacturer}</span>
          {` ${product.manufacturer}`}
        </p>
      )}
      {product.summary.map((paragraph) => (
        <p key={paragraph} className={styles.summary}>
          {keepFiguresWhole(paragraph)}
        </p>
      ))}
      <ProductTools id={product.id} name={product.name} />
      <a href="#enquiry" className={styles.jump}>
        {strings.askPrice}
      </a>
    </div>
  );
}
