import { Head, pageTitle } from '../shell/head';
import { PageHeader } from '../shell/PageHeader';
import { company } from '../content/shell/company';
import { localizedPath } from '../i18n/locale';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale, useStrings } from '../i18n/strings';
import styles from './PrivacyPage.module.css';

/** /privacy: what the site collects, where it goes, what the browser keeps, whom to ask. */
export function PrivacyPage() {
  const strings = usePageStrings('privacy');
  const t = useStrings();
  const locale = useLocale();
  const { holder, collected, delivery, device, clearing, rights } = strings;
  const email = <a href={`mailto:${company.email}`}>{company.email}</a>;
  return (
    <>
      <Head
        title={pageTitle(strings.title)}
        description={strings.description}
        path={localizedPath('/privacy', locale)}
      />
      <PageHeader title={strings.heading} lead={<p>{strings.lead}</p>} />
      <div className={`container ${styles.body}`}>
        <section aria-labelledby="holder">
          <h2 id="holder">{holder.heading}</h2>
          <p>{holder.text(company.legalName, t.footer.address)}</p>
        </section>
        <section aria-labelledby="collected">
          <h2 id="collected">{collected.heading}</h2>
          <p>{collected.intro}</p>
          <ul>
            {collected.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{collected.why}</p>
        </section>
        <section aria-labelledby="delivery">
          <h2 id="delivery">{delivery.heading}</h2>
          <p>{delivery.text}</p>
        </section>
        <section aria-labelledby="device">
          <h2 id="device">{device.heading}</h2>
          <p>{device.intro}</p>
          <ul>
            {device.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{device.none}</p>
        </section>
        <section aria-labelledby="clearing">
          <h2 id="clearing">{clearing.heading}</h2>
          <p>{clearing.text}</p>
        </section>
        <section aria-labelledby="rights">
          <h2 id="rights">{rights.heading}</h2>
          <p>
            {rights.text} {email}.
          </p>
        </section>
      </div>
    </>
  );
}
