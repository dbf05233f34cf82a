import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Head, pageTitle } from '../app/head';
import { absoluteUrl } from '../app/site';
import { EnquiryForm } from '../components/EnquiryForm';
import { useLocalePath } from '../components/shell/LocaleLink';
import { PageHeader } from '../components/shell/PageHeader';
import { useContent } from '../content/localized';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale, useStrings } from '../i18n/strings';
import { localizedPath } from '../i18n/locale';
import { nameQuoteProducts, quoteProduct } from '../quote/products';
import { addToQuoteList } from '../quote/quoteList';
import { productEnquiry, productFromState, type ProductRef } from '../enquiry/prefill';
import { useHydrated } from '../components/shell/useHydrated';
import styles from './ContactPage.module.css';

/** /contact: the 'Ask question' form and the company's departments. */
export function ContactPage() {
  const { state, search } = useLocation();
  const { departments } = useContent('departments');
  const t = useStrings();
  const locale = useLocale();
  const strings = usePageStrings('contact');
  const local = useLocalePath();
  // The product comes as router state from its page's 'Send enquiry' (with its name), or as
  // ?product=<id> from a link followed before the scripts ran, or shared (the name is looked up).
  const stateProduct = productFromState(state);
  const queried = stateProduct ? null : quoteProduct(new URLSearchParams(search).get('product'));
  const queriedId = queried?.id;
  const queriedList = queried?.list;
  const [queriedNamed, setQueriedNamed] = useState<ProductRef | null>(null);
  useEffect(() => {
    if (!queriedId || !queriedList) return;
    let current = true;
    // As 'Send enquiry' does: the product is on the quote list the form sends with.
    addToQuoteList(queriedId);
    void nameQuoteProducts([{ id: queriedId, list: queriedList }], locale).then(([named]) => {
      if (current && named) setQueriedNamed({ name: named.name, path: named.path });
    });
    return () => {
      current = false;
    };
  }, [queriedId, queriedList, locale]);
  // The prerendered page knows neither: the product's prefill (a heading and two field values) shows
  // only once hydrated. The draft it edits is the product's from the start, so what was typed before
  // hydration stays with it and the prefill fills only the untouched fields.
  const hydrated = useHydrated();
  const productDraft = stateProduct?.path ?? (queriedId ? localizedPath(`/${queriedId}`, locale) : undefined);
  const product = hydrated
    ? (stateProduct ?? (queriedNamed?.path === productDraft ? queriedNamed : null))
    : null;
  const productPath = product?.path;
  const productName = product?.name;
  const initial = useMemo(
    () =>
      productPath && productName
        ? productEnquiry({ name: productName, path: productPath }, absoluteUrl(productPath))
        : undefined,
    [productPath, productName],
  );

  return (
    <>
      <Head title={pageTitle(t.nav.contact)} description={strings.description} path={local('/contact')} />
      <PageHeader
        title={strings.heading}
        kicker={t.nav.contact}
        back={{ to: local('/'), label: strings.back }}
        lead={<p>{strings.lead}</p>}
      />
      <div className={`container ${styles.body}`}>
        <section className={styles.formColumn} id="enquiry-form" aria-labelledby="enquiry-form-heading">
          <h2 id="enquiry-form-heading" className={styles.formHeading}>
            {productName ? strings.formHeadingProduct(productName) : strings.formHeading}
          </h2>
          <p className={styles.formIntro}>{strings.formIntro}</p>
          <EnquiryForm draftKey={productDraft ? `contact:${productDraft}` : 'contact'} initial={initial} />
        </section>
        <aside className={styles.departments} aria-labelledby="departments">
          <h2 id="departments">{strings.departments}</h2>
          <ul>
            {departments.map((department) => (
              <li key={department.name}>
                <h3>{department.name}</h3>
                <a href={`tel:${department.phone.tel}`}>{department.phone.display}</a>
                <a href={`mailto:${department.email}`}>{department.email}</a>
              </li>
            ))}
          </ul>
          <p className={styles.address}>{t.footer.address}</p>
        </aside>
      </div>
    </>
  );
}
