import { absoluteUrl } from '../../lib/site';
import { company } from '../../content/shell/company';
import { localizedPath, routeOfPath } from '../../i18n/locale';
import { useLocale, useStrings } from '../../i18n/strings';
import styles from './SpecSheet.module.css';

/**
 * Only on paper: the logo (drawn by the stylesheet, so the page's first picture stays the product's)
 * and the company's contact line, in the page's language, at the top of a printed product page.
 */
export function SpecSheetHeader() {
  const t = useStrings();
  return (
    <div className={styles.header}>
      <p>{`${t.footer.address} · ${company.email} · ${company.phone.display}`}</p>
    </div>
  );
}

/**
 * Only on paper: the page's canonical address, in the page's language, at the bottom of a printed
 * product page ('/hist4' or '/ru/hist4' both give the address of the page being printed).
 */
export function SpecSheetFooter({ path }: { path: string }) {
  const locale = useLocale();
  return <p className={styles.footer}>{absoluteUrl(localizedPath(routeOfPath(path), locale))}</p>;
}
