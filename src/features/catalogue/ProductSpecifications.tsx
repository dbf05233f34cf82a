import type { Product } from '../../content/types';
import { usePageStrings } from '../../i18n/pageStrings';
import { SpecTable } from './SpecTable';
import styles from './productSectionStyles';

/** The product's Specifications table, its maker a row of it. */
export function ProductSpecifications({ product }: { product: Product }) {
  const strings = usePageStrings('product');
  return (
    <section className={`render-later ${styles.section}`} aria-labelledby="specifications">
      <h2 id="specifications">{strings.specifications}</h2>
      <SpecTable
        tables={product.specTables}
        manufacturer={product.manufacturer}
        manufacturerLabel={strings.manufacturer}
        labelledBy="specifications"
        scrollerLabel={strings.specificationsTable}
      />
    </section>
  );
}
