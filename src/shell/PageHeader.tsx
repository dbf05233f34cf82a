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

/** What follows the title row: its start tag is where the first frame may be painted. */
const REST_ID = 'page-header-rest';

/** The band at the top of inner pages: optional back arrow, kicker, the page's one h1, a lead. */
export function PageHeader({ title, kicker, lead, back, above, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {/* No frame until the title row is parsed: the back arrow is centred on the title beside it,
          so a frame painted while a slow phone's parser was between the two showed the arrow
          higher, then moved it down (a layout shift on /catalogs). Chromium lifts the block at
          the target's start tag; React puts this link in the head. */}
      <link rel="expect" href={`#${REST_ID}`} blocking="render" />
      <div className={`container ${styles.inner}`}>
        {above}
        <div className={styles.titleRow}>
          {back && <BackLink to={back.to} label={back.label} />}
          <div>
            {kicker && <span className="kicker">{kicker}</span>}
            <h1 className={styles.title}>{title}</h1>
          </div>
        </div>
        <div id={REST_ID}>
          {lead && <div className={`lead ${styles.lead}`}>{lead}</div>}
          {children}
        </div>
      </div>
    </header>
  );
}
