import { Link } from 'react-router-dom';
import type { Picture } from '../../../content/types';
import styles from './PartnerCarousel.module.css';

/** One partner in the carousel: its name and logo, linking to the partners page. */
export interface PartnerMarkItem {
  key: string;
  name: string;
  picture: Picture;
  to: string;
}

/** A partner's logo tile, the same in the prerendered row and in the slider. */
export function PartnerMark({ item }: { item: PartnerMarkItem }) {
  return (
    <Link to={item.to} className={styles.mark}>
      <img
        src={item.picture.src}
        width={item.picture.width}
        height={item.picture.height}
        alt={item.name}
        loading="lazy"
        decoding="async"
      />
    </Link>
  );
}
