import { absoluteUrl } from '../app/site';
import { company } from '../content/shell/company';
import styles from './SpecSheet.module.css';

/**
 * Only on paper: the logo (drawn by the stylesheet, so the page's first picture stays the product's)
 * and the company's contact line at the top of a printed product page.
 */
export function SpecSheetHeader() {
  return (
    <div className={styles.header}>
      <p>
        {company.address.oneLine} · {company.email} · {company.phone.display}
      </p>
    </div>
  );
}

/** Only on paper: the page's canonical address at the bottom of a printed product page. */
export function SpecSheetFooter({ path }: { path: string }) {
  return <p className={styles.footer}>{absoluteUrl(path)}</p>;
}
