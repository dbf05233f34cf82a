import type { Product } from '../../content/types';
import { usePageStrings } from '../../i18n/pageStrings';
import { Link } from '../../shell/LocaleLink';
import styles from './productSectionStyles';

/** The call to ask about the product: a link to the contact form, the product filled in. */
export function ProductEnquiry({ product }: { product: Product }) {
  const strings = usePageStrings('product');
  return (
    <section id="enquiry" className={`dark-part ${styles.cta}`} aria-labelledby="enquiry-heading">
      <div className="container">
        <h2 id="enquiry-heading">{strings.ctaHeading(product.name)}</h2>
        <p>{strings.ctaText}</p>
        <Link
          to={`/contact?product=${product.id}`}
          state={{ product: { name: product.name, path: product.path } }}
          className="button button--light"
        >
          {strings.sendEnquiry}
        </Link>
      </div>
    </section>
  );
}
