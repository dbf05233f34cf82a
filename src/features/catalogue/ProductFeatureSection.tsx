import type { FeatureSection } from '../../content/types';
import { keepFiguresWhole } from '../../lib/keepFiguresWhole';
import styles from './productSectionStyles';

/** One of the product's feature sections: a heading, an optional intro and its features. */
export function ProductFeatureSection({ section }: { section: FeatureSection }) {
  return (
    <section className={`render-later ${styles.section}`}>
      <h2>{section.heading}</h2>
      {section.intro && <p className={styles.sectionIntro}>{keepFiguresWhole(section.intro)}</p>}
      <ul className={styles.features}>
        {section.features.map((feature) => (
          <li key={feature.name} className={styles.feature} data-plain={!feature.text}>
            <h3>{keepFiguresWhole(feature.name)}</h3>
            {feature.text && <p>{keepFiguresWhole(feature.text)}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
