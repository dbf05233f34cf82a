import type { IconName } from '../../content/screens/images';
import styles from './homeSectionStyles';

export const isIconName = (icons: Readonly<Record<IconName, unknown>>, name: string): name is IconName =>
  name in icons;

/**
 * One of the site's line icons (src/content/screens/images.ts `icons`), drawn in the text colour through a
 * CSS mask. The mask image is set per icon in the stylesheet, not in a style attribute: the site's
 * Content-Security-Policy (style-src 'self') does not apply inline styles from the prerendered HTML.
 */
export function Icon({ name }: { name: IconName }) {
  return <span aria-hidden="true" className={`${styles.icon} ${styles[`icon-${name}`] ?? ''}`} />;
}
