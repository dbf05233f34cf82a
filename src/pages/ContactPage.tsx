import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Head, pageTitle } from '../app/head';
import { absoluteUrl } from '../app/site';
import { EnquiryForm } from '../components/EnquiryForm';
import { PageHeader } from '../components/shell/PageHeader';
import { company } from '../content/shell/company';
import { departments } from '../content/departments';
import { productEnquiry, productFromState } from '../enquiry/prefill';
import { useHydrated } from '../components/shell/useHydrated';
import styles from './ContactPage.module.css';

/** /contact: the 'Ask question' form and the company's departments. */
export function ContactPage() {
  const { state } = useLocation();
  // The prerendered page knows no router state: the product's prefill (a heading and two field
  // values) shows only once hydrated. The draft it edits is the product's from the start, so what
  // was typed before hydration stays with it and the prefill fills only the untouched fields.
  const hydrated = useHydrated();
  const stateProduct = productFromState(state);
  const product = hydrated ? stateProduct : null;
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
      <Head
        title={pageTitle('Contact us')}
        description="Ask IVM Medical a question, request a quote or technical support. Our managers answer enquiries, estimate costs and prepare individual proposals."
        path="/contact"
      />
      <PageHeader
        title="Ask question"
        kicker="Contact us"
        back={{ to: '/', label: 'Back to the home page' }}
        lead={
          <p>
            Our managers will answer your questions, estimate the cost of services and prepare an individual
            commercial proposal.
          </p>
        }
      />
      <div className={`container ${styles.body}`}>
        <section className={styles.formColumn} id="enquiry-form" aria-labelledby="enquiry-form-heading">
          <h2 id="enquiry-form-heading" className={styles.formHeading}>
            {productName ? `Your enquiry about the ${productName}` : 'Send us your enquiry'}
          </h2>
          <p className={styles.formIntro}>
            All fields are optional, but an e-mail address or phone number lets us answer you.
          </p>
          <EnquiryForm
            draftKey={stateProduct ? `contact:${stateProduct.path}` : 'contact'}
            initial={initial}
          />
        </section>
        <aside className={styles.departments} aria-labelledby="departments">
          <h2 id="departments">Departments</h2>
          <ul>
            {departments.map((department) => (
              <li key={department.name}>
                <h3>{department.name}</h3>
                <a href={`tel:${department.phone.tel}`}>{department.phone.display}</a>
                <a href={`mailto:${department.email}`}>{department.email}</a>
              </li>
            ))}
          </ul>
          <p className={styles.address}>{company.address.oneLine}</p>
        </aside>
      </div>
    </>
  );
}
