/**
 * The home sections' stylesheet, for every section to import from here: loading the parts the
 * sections hold first puts the parts' own rules before the sections' in the page's CSS, so that a
 * section's rule still wins over a part's at equal specificity, as when one module imported them all.
 */
import './CountUpStat';
import './HeroVideo';

export { default } from './HomeSections.module.css';
