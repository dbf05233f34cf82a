import { Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { Head, pageTitle } from '../shell/head';
import { absoluteUrl } from '../lib/site';
import { EnquiryForm } from '../features/enquiry/EnquiryForm';
import { useLocalePath } from '../shell/LocaleLink';
import { PageHeader } from '../shell/PageHeader';
import { useContent, type Content } from '../content/localized';
import { useLocale, useStrings } from '../i18n/strings';
import { localizedPath } from '../i18n/locale';
import { nameQuoteProducts, quoteProduct, type QuoteProduct } from '../shared/quoteList/products';
import { productEnquiry, productFromState, type ProductRef } from '../features/enquiry/prefill';
import { preloadable, useHydrated } from '../early';
import { usePageStrings, type PageStrings } from '../i18n/pageStrings';
import { enquiryStrings } from '../features/enquiry/strings';
import { sharedListStrings } from '../features/sharedList/strings';
import { makeEnquiry, type Enquiry } from '../shared/outbox/fields';
import type { ListKey, ProductId } from '../content/types';
import type { Locale } from '../i18n/locale';
import type { SharedListProps } from '../features/sharedList/SharedList';
import styles from './ContactPage.module.css';

/**
 * A shared quote list (`?list=`): its view, code and strings, loaded only when the address
 * has one, after hydration (the prerendered page is the plain contact page).
 */
const loadSharedList = (locale: Locale) =>
  Promise.all([import('../features/sharedList/SharedList'), sharedListStrings.load(locale)]).then(
    ([module]) => module.SharedList,
  );
const sharedLists = {
  en: preloadable<SharedListProps>(() => loadSharedList('en')),
  ru: preloadable<SharedListProps>(() => loadSharedList('ru')),
} satisfies Record<Locale, unknown>;

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
  const params = new URLSearchParams(search);
  const stateProduct = productFromState(state);
  const linked = quoteProduct(params.get('product'));
  const queried = stateProduct ? null : linked;
  const queriedId = queried?.id;
  const queriedNamed = useProductName(queriedId, queried?.list, locale);
  // The prerendered page knows neither: the product's prefill (a heading and two field values) shows
  // only once hydrated. The draft it edits is the product's from the start, so what was typed before
  // hydration stays with it and the prefill fills only the untouched fields.
  const hydrated = useHydrated();
  // A shared list (`?list=hist4,bacter5`): shown once hydrated; the form enquires about it only when
  // the visitor asks to ('Send an enquiry about these'), and then sends it instead of their own list.
  const listValue = params.get('list');
  const sharedValue = hydrated ? listValue : null;
  // The product of a `?product=` link is proposed the same way: the visitor's own quote list (which
  // the form sends) changes only if they add it, never by following a link.
  const proposedValue = hydrated && listValue === null && linked ? linked.id : null;
  const SharedList = sharedLists[locale].Component;
  const [selection, setSelection] = useState<{ value: string; products: readonly QuoteProduct[] } | null>(
    null,
  );
  const selected = selection && selection.value === sharedValue ? selection.products : undefined;
  const formHeading = useFocusOnSelection(selected);
  const productDraft = stateProduct?.path ?? (queriedId ? localizedPath(`/${queriedId}`, locale) : undefined);
  const product = hydrated
    ? (stateProduct ?? (queriedNamed?.path === productDraft ? queriedNamed : null))
    : null;
  const productName = product?.name;
  const initial = useInitialEnquiry(selected, locale, product?.path, productName);

  return (
    <>
      <Head title={pageTitle(t.nav.contact)} description={strings.description} path={local('/contact')} />
      <PageHeader
        title={strings.heading}
        kicker={t.nav.contact}
        back={{ to: local('/'), label: strings.back }}
        lead={<p>{strings.lead}</p>}
      />
      {sharedValue !== null && (
        <div className="container">
          <Suspense fallback={null}>
            <SharedList
              value={sharedValue}
              onEnquire={(products) => setSelection({ value: sharedValue, products })}
            />
          </Suspense>
        </div>
      )}
      {proposedValue !== null && (
        <div className="container">
          <Suspense fallback={null}>
            <SharedList value={proposedValue} kind="product" />
          </Suspense>
        </div>
      )}
      <div className={`container ${styles.body}`}>
        <FormSection
          strings={strings}
          headingRef={formHeading}
          selected={selected}
          productName={productName}
          draftKey={productDraft ? `contact:${productDraft}` : 'contact'}
          initial={initial}
          printsQuoteList={sharedValue === null}
        />
        <Departments strings={strings} departments={departments} address={t.footer.address} />
      </div>
    </>
  );
}

type ContactStrings = PageStrings<'contact'>;

/** A `?product=` link's product by name and path, looked up in the page's language. */
function useProductName(id: ProductId | undefined, list: ListKey | undefined, locale: Locale) {
  const [named, setNamed] = useState<ProductRef | null>(null);
  useEffect(() => {
    if (!id || !list) return;
    let current = true;
    void nameQuoteProducts([{ id, list }], locale).then(([found]) => {
      if (current && found) setNamed({ name: found.name, path: found.path });
    });
    return () => {
      current = false;
    };
  }, [id, list, locale]);
  return named;
}

/** The form's heading, scrolled to and focused once the visitor chose to enquire about a shared list. */
function useFocusOnSelection(selected: readonly QuoteProduct[] | undefined) {
  const formHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!selected) return;
    formHeading.current?.scrollIntoView({ block: 'start' });
    formHeading.current?.focus();
  }, [selected]);
  return formHeading;
}

/** What the form starts with: a quote enquiry for a chosen shared list, else one about the product. */
function useInitialEnquiry(
  selected: readonly QuoteProduct[] | undefined,
  locale: Locale,
  productPath: string | undefined,
  productName: string | undefined,
): Enquiry | undefined {
  return useMemo(
    () =>
      selected
        ? makeEnquiry({ inquiry_type: enquiryStrings.read(locale).inquiryTypes.quote })
        : productPath && productName
          ? productEnquiry({ name: productName, path: productPath }, absoluteUrl(productPath))
          : undefined,
    [selected, locale, productPath, productName],
  );
}

interface FormSectionProps {
  strings: ContactStrings;
  headingRef: RefObject<HTMLHeadingElement | null>;
  selected: readonly QuoteProduct[] | undefined;
  productName: string | undefined;
  draftKey: string;
  initial: Enquiry | undefined;
  printsQuoteList: boolean;
}

/** The enquiry form, under a heading that names what it asks about. */
function FormSection({ strings, headingRef, selected, productName, ...form }: FormSectionProps) {
  return (
    <section className={styles.formColumn} id="enquiry-form" aria-labelledby="enquiry-form-heading">
      <h2 id="enquiry-form-heading" className={styles.formHeading} ref={headingRef} tabIndex={-1}>
        {selected
          ? strings.formHeadingSelection
          : productName
            ? strings.formHeadingProduct(productName)
            : strings.formHeading}
      </h2>
      <p className={styles.formIntro}>{strings.formIntro}</p>
      <EnquiryForm
        draftKey={form.draftKey}
        initial={form.initial}
        selection={selected}
        printsQuoteList={form.printsQuoteList}
      />
    </section>
  );
}

interface DepartmentsProps {
  strings: ContactStrings;
  departments: Content<'departments'>['departments'];
  address: string;
}

/** The company's departments, each with its phone and e-mail, and the address. */
function Departments({ strings, departments, address }: DepartmentsProps) {
  return (
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
      <p className={styles.address}>{address}</p>
    </aside>
  );
}
