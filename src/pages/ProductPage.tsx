import { Head, productTitle } from '../shell/head';
import { breadcrumbJsonLd, productJsonLd } from '../shell/structuredData';
import { Part } from '../early';
import { useLocalePath } from '../shell/LocaleLink';
import { ProductEnquiry } from '../features/catalogue/ProductEnquiry';
import { ProductFeatureSection } from '../features/catalogue/ProductFeatureSection';
import { ProductRelated } from '../features/catalogue/ProductRelated';
import { ProductSpecifications } from '../features/catalogue/ProductSpecifications';
import { ProductTop } from '../features/catalogue/ProductTop';
import { ProductVariants } from '../features/catalogue/ProductVariants';
import { relatedProducts } from '../features/catalogue/relatedProducts';
import { SpecSheetFooter } from '../shared/share/SpecSheet';
import { listByKey } from '../content/shell/productLists';
import type { ListCard, Product } from '../content/types';
import { usePageStrings } from '../i18n/pageStrings';
import { useStrings } from '../i18n/strings';
import styles from '../features/catalogue/productSectionStyles';

/** The one template for every product page: the product and the cards of its list. */
export function ProductPage({ product, cards }: { product: Product; cards: readonly ListCard[] }) {
  const list = listByKey(product.list);
  const t = useStrings();
  const strings = usePageStrings('product');
  const local = useLocalePath();
  const listHeading = t.lists[product.list];
  const listPath = local(list.path);
  const { pictures } = product;
  const { path } = product;
  const crumbs = [
    { name: t.nav.home, path: local('/') },
    { name: t.nav.products, path: local('/catalogs') },
    { name: listHeading, path: listPath },
    { name: product.name, path },
  ];
  const related = relatedProducts(cards, product.id);

  return (
    <>
      <Head
        title={productTitle(product.titleName ?? product.name, strings.listInTitle[product.list])}
        description={product.metaDescription}
        path={path}
        type="product"
        jsonLd={[
          breadcrumbJsonLd(crumbs),
          productJsonLd({
            name: product.name,
            description: product.metaDescription,
            image: pictures[0].src,
            path,
            category: listHeading,
            brand: product.manufacturer,
          }),
        ]}
      />
      <Part>
        <ProductTop product={product} crumbs={crumbs} listHeading={listHeading} listPath={listPath} />
      </Part>

      <div className={`container ${styles.content}`}>
        {product.sections.map((section) => (
          <Part key={section.heading}>
            <ProductFeatureSection section={section} />
          </Part>
        ))}

        {product.variants && (
          <Part>
            <ProductVariants variants={product.variants} />
          </Part>
        )}

        {product.specTables.length > 0 && (
          <Part>
            <ProductSpecifications product={product} />
          </Part>
        )}
      </div>

      <Part>
        <ProductEnquiry product={product} />
      </Part>

      {related.length > 0 && (
        <Part>
          <ProductRelated related={related} listHeading={listHeading} />
        </Part>
      )}
      <div className="container">
        <SpecSheetFooter path={path} />
      </div>
    </>
  );
}
