/**
 * The product sections' stylesheet, for every section to import from here: loading the parts the
 * sections hold first puts the parts' own rules before the sections' in the page's CSS, so that a
 * section's rule still wins over a part's at equal specificity, as when one module imported them all.
 */
import './ProductTools';
import '../../shared/share/SpecSheet';
import './SpecTable';

export { default } from './ProductSections.module.css';
