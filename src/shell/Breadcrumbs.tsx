import { useStrings } from '../i18n/strings';
import { Link } from './LocaleLink';
import styles from './Breadcrumbs.module.css';

/** Home > Products > category > product. The last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly { name: string; path: string }[] }) {
  const t = useStrings();
  return (
    <nav aria-label={t.breadcrumb} className={styles.crumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.path}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
