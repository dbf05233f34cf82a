import type { Product } from '../../content/types';
import { SpecSheetHeader } from '../../shared/share/SpecSheet';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { ProductGallery } from './ProductGallery';
import { ProductKeyFigures } from './ProductKeyFigures';
import { ProductSummary } from './ProductSummary';
import styles from './productSectionStyles';

interface ProductTopProps {
  product: Product;
  crumbs: readonly { name: string; path: string }[];
  /** The product's list, in the page's language, and its page. */
  listHeading: string;
  listPath: string;
}

/** The top of a product page: the trail, the pictures beside the product's name and summary, its key figures. */
export function ProductTop({ product, crumbs, listHeading, listPath }: ProductTopProps) {
  return (
    <div className={styles.top}>
      <div className="container">
        <SpecSheetHeader />
        <Breadcrumbs items={crumbs} />
        <div className={styles.hero}>
          <ProductGallery pictures={product.pictures} />
          <ProductSummary product={product} listHeading={listHeading} listPath={listPath} />
        </div>
        <ProductKeyFigures figures={product.keyFigures} />
      </div>
    </div>
  );
}
