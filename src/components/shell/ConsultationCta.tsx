import { ConsultationButton } from './ConsultationButton';
import styles from './ConsultationCta.module.css';

/** A band inviting the visitor to ask for a free consultation. */
export function ConsultationCta() {
  return (
    <section className={styles.band} aria-labelledby="consultation-cta">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="consultation-cta">Talk to a specialist</h2>
          <p>
            Tell us about your laboratory or facility and we will suggest the right equipment and service.
          </p>
        </div>
        <ConsultationButton className="button button--light" />
      </div>
    </section>
  );
}
