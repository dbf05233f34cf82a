import { Head, pageTitle } from '../shell/head';
import { PageHeader } from '../shell/PageHeader';
import { company } from '../content/shell/company';
import { localizedPath } from '../i18n/locale';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale, useStrings } from '../i18n/strings';
import type { DeviceFigures } from '../i18n/en/pages/privacy';
import { KEPT_FOR_DAYS } from '../shared/outbox/outbox';
import { SEND_SPACING_MS } from '../shared/outbox/send';
import styles from './PrivacyPage.module.css';

/** The figures the notice states about the device, from the code that keeps to them. */
export const DEVICE_FIGURES: DeviceFigures = {
  keptDays: KEPT_FOR_DAYS,
  spacingSeconds: SEND_SPACING_MS / 1000,
};

/** /privacy: who is responsible, what is collected and why, who receives it, what stays where, rights. */
export function PrivacyPage() {
  const strings = usePageStrings('privacy');
  const t = useStrings();
  const locale = useLocale();
  const { holder, collected, basis, recipients, retention, device, clearing, rights, complaints } = strings;
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
          <p>
            {holder.contact} {email}.
          </p>
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
        <section aria-labelledby="basis">
          <h2 id="basis">{basis.heading}</h2>
          <p>{basis.text}</p>
        </section>
        <section aria-labelledby="recipients">
          <h2 id="recipients">{recipients.heading}</h2>
          {recipients.items.map((item) => (
            <p key={item}>{item}</p>
          ))}
        </section>
        <section aria-labelledby="retention">
          <h2 id="retention">{retention.heading}</h2>
          <p>{retention.text}</p>
        </section>
        <section aria-labelledby="device">
          <h2 id="device">{device.heading}</h2>
          <p>{device.intro}</p>
          <ul>
            {device.items.map((item) => (
              <li key={item.stores.join()} data-stores={item.stores.join(' ')}>
                {typeof item.text === 'function' ? item.text(DEVICE_FIGURES) : item.text}
              </li>
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
            {rights.text} {email}. {rights.proof}
          </p>
        </section>
        <section aria-labelledby="complaints">
          <h2 id="complaints">{complaints.heading}</h2>
          <p>{complaints.text}</p>
        </section>
      </div>
    </>
  );
}
