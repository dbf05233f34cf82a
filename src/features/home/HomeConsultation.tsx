import type { ComponentType } from 'react';
import { useContent } from '../../content/localized';
import styles from './homeSectionStyles';

interface HomeConsultationProps {
  /** The button that opens the enquiry dialog: it belongs to another feature, so the page passes it in. */
  Button: ComponentType<{ dialogTitle: string; label: string; className: string }>;
}

/** The call to start cooperation: a short text and the button to the enquiry dialog. */
export function HomeConsultation({ Button }: HomeConsultationProps) {
  const { consultation } = useContent('home');
  return (
    <section className={`dark-part ${styles.ctaSection}`} aria-labelledby="home-consultation">
      <div className="container">
        <div className={styles.cta}>
          <div>
            <span className={styles.ctaKicker}>{consultation.kicker}</span>
            <h2 id="home-consultation">{consultation.heading}</h2>
            <p>{consultation.text}</p>
          </div>
          <Button
            dialogTitle={consultation.button}
            label={consultation.button}
            className={`button button--light ${styles.ctaButton}`}
          />
        </div>
      </div>
    </section>
  );
}
