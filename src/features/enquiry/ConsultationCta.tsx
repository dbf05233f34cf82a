import { consultationCtaStrings } from './strings';
import { ConsultationButton } from './ConsultationButton';
import styles from './ConsultationCta.module.css';

/** A band inviting the visitor to ask for a free consultation (its route loads its strings). */
export function ConsultationCta() {
  const t = consultationCtaStrings.use();
  return (
    <section className={styles.band} aria-labelledby="consultation-cta">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="consultation-cta">{t.heading}</h2>
          <p>{t.text}</p>
        </div>
        <ConsultationButton className="button button--light" />
      </div>
    </section>
  );
}
