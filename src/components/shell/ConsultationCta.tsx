import { useStrings } from '../../i18n/strings';
import { ConsultationButton } from './ConsultationButton';
import styles from './ConsultationCta.module.css';

/** A band inviting the visitor to ask for a free consultation. */
export function ConsultationCta() {
  const t = useStrings();
  return (
    <section className={styles.band} aria-labelledby="consultation-cta">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="consultation-cta">{t.consultation.ctaHeading}</h2>
          <p>{t.consultation.ctaText}</p>
        </div>
        <ConsultationButton className="button button--light" />
      </div>
    </section>
  );
}
