import type { KeyFigure } from '../../content/types';
import { usePageStrings } from '../../i18n/pageStrings';
import { keepFiguresWhole } from '../../lib/keepFiguresWhole';
import styles from './productSectionStyles';

/** The product's key figures, under a heading only a screen reader reads; nothing where it has none. */
export function ProductKeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  const strings = usePageStrings('product');
  return (
    <>
      {figures.length > 0 && <h2 className="visually-hidden">{strings.keyFigures}</h2>}
      {figures.length > 0 && (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div
              key={figure.label}
              // A long value takes a whole row on a phone, so its words fit.
              className={figure.value.length > 12 ? `${styles.figure} ${styles.figureWide}` : styles.figure}
            >
              <dt>{keepFiguresWhole(figure.label)}</dt>
              <dd>
                <strong>{keepFiguresWhole(figure.value)}</strong>
                {figure.unit && <span>{` ${figure.unit}`}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
