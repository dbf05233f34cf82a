import { useState } from 'react';
import type { Product } from '../../content/types';
import { usePageStrings } from '../../i18n/pageStrings';
import { Img } from '../../shell/Img';
import styles from './productSectionStyles';

/** The product's pictures: the one shown, large, and a thumbnail button for each where there are several. */
export function ProductGallery({ pictures }: { pictures: Product['pictures'] }) {
  const strings = usePageStrings('product');
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <Img picture={current} priority sizes="(min-width: 992px) 560px, 92vw" className={styles.stageImg} />
      </div>
      {pictures.length > 1 && (
        <ul className={styles.thumbs}>
          {pictures.map((picture, index) => (
            <li key={picture.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === shown}
                aria-label={strings.showPicture(index + 1, pictures.length)}
                onClick={() => setShown(index)}
              >
                <Img picture={picture} alt="" sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
