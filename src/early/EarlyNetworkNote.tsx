import { useStrings } from '../i18n/strings';
import { useHydrated } from './useHydrated';
import styles from './WaitingForNetwork.module.css';

/**
 * The note the page's inline script (src/early/earlyTaps.js) shows when the page's first script was lost
 * to the network and a tap is held: its words and look, prerendered, as the script has neither.
 * Hidden and empty until then; gone once the page has hydrated (WaitingForNetwork speaks then).
 */
export function EarlyNetworkNote() {
  const t = useStrings().fcs.network;
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <p
      hidden
      role="status"
      className={styles.status}
      data-network-note={t.held}
      // Filled by the inline script before hydration: React must not compare or replace it.
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
