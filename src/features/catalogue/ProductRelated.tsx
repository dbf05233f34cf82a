import type { ListCard } from '../../content/types';
import { usePageStrings } from '../../i18n/pageStrings';
import { useStrings } from '../../i18n/strings';
import { Card, CardGrid } from '../../shell/Card';
import styles from './productSectionStyles';

/** The cards of other products of the same list (`relatedProducts`), under "More in <list>". */
export function ProductRelated({
  related,
  listHeading,
}: {
  related: readonly ListCard[];
  listHeading: string;
}) {
  const t = useStrings();
  const strings = usePageStrings('product');
  return (
    <section className={`container render-later ${styles.related}`} aria-labelledby="related">
      <h2 id="related">{strings.moreIn(listHeading)}</h2>
      <CardGrid>
        {related.map((item) => (
          <li key={item.id}>
            <Card
              headingLevel={3}
              title={item.name}
              picture={item.picture}
              action={{ kind: 'link', to: item.path, label: t.seeMore }}
            />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
