import type { ReactNode } from 'react';
import { BackLink } from './BackLink';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: ReactNode;
  kicker?: string;
  lead?: ReactNode;
  back?: { to: string; label: string };
  /** Breadcrumbs or other content above the title. */
  above?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of inner pages: optional back arrow, kicker, the page's one h1, a lead. */
export function PageHeader({ title, kicker, lead, back, above, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        {above}
        <div className={styles.titleRow}>
          {back && <BackLink to={back.to} label={back.label} />}
          <div>
            {kicker && <span className="kicker">{kicker}</span>}
            <h1 className={styles.title}>{title}</h1>
          </div>
        </div>
        {lead && <div className={`lead ${styles.lead}`}>{lead}</div>}
        {children}
      </div>
    </header>
  );
}
