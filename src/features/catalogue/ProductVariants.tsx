import type { Variants } from '../../content/types';
import { usePageStrings } from '../../i18n/pageStrings';
import { keepFiguresWhole } from '../../lib/keepFiguresWhole';
import styles from './productSectionStyles';

/** The product's variants: a card with a table of article numbers per cassette type, or the slide types. */
export function ProductVariants({ variants }: { variants: Variants }) {
  const product = usePageStrings('product');
  if (variants.kind === 'cassettes') {
    const strings = variants.labels;
    return (
      <section className={styles.section} aria-labelledby="variants">
        <h2 id="variants">{variants.heading}</h2>
        {variants.intro && <p className={styles.sectionIntro}>{keepFiguresWhole(variants.intro)}</p>}
        <ul className={styles.variantGrid}>
          {variants.cards.map((card, index) => (
            <li key={index} className={styles.variant}>
              <h3>{strings.title(card.pore, card.opening)}</h3>
              <dl className={styles.variantFacts}>
                <div>
                  <dt>{strings.poreType}</dt>
                  <dd>{strings.pore(card.pore)}</dd>
                </div>
                <div>
                  <dt>{strings.openingType}</dt>
                  <dd>{strings.opening(card.opening)}</dd>
                </div>
              </dl>
              <table className={styles.variantTable}>
                <caption className="visually-hidden">{strings.caption(card.pore, card.opening)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{strings.articleNo}</th>
                    <th scope="col">{strings.packSize}</th>
                    <th scope="col">{strings.lidType}</th>
                  </tr>
                </thead>
                <tbody>
                  {card.items.map((item) => (
                    <tr key={item.articleNo}>
                      <th scope="row">{item.articleNo}</th>
                      <td>{keepFiguresWhole(item.pack)}</td>
                      <td>{item.lid ?? strings.noLid(item.format)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="variants">
      <h2 id="variants">{variants.heading}</h2>
      {variants.intro && <p className={styles.sectionIntro}>{keepFiguresWhole(variants.intro)}</p>}
      <ul className={styles.variantGrid}>
        {variants.items.map((item) => (
          <li key={item.catNo} className={styles.variant}>
            <h3>{item.name}</h3>
            <p className={styles.catNo}>
              {`${product.catNo} `}
              <strong>{item.catNo}</strong>
            </p>
            <p>{keepFiguresWhole(item.use)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
