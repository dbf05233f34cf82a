import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { isWaitingForNetwork, subscribeWaitingForNetwork } from '../lib/chunkErrors';
import { useStrings } from '../i18n/strings';
import styles from './WaitingForNetwork.module.css';

/** True while some code waits for the network to come back (src/lib/chunkErrors.ts). */
export function useWaitingForNetwork(): boolean {
  return useSyncExternalStore(subscribeWaitingForNetwork, isWaitingForNetwork, () => false);
}

/**
 * While a tapped control (`active`: its code is on the way) waits for code the network could not
 * bring, says so at the foot of the screen, to the eye and, as a live region, to a screen reader:
 * the control does its job by itself once the network is back. Mounted with the tap, so the region is
 * in the page before its message.
 */
export function WaitingForNetwork({ active }: { active: boolean }) {
  const t = useStrings().fcs.network;
  const waiting = useWaitingForNetwork();
  if (!active) return null;
  return createPortal(
    <p role="status" className={styles.status}>
      {waiting ? t.waiting : ''}
    </p>,
    document.body,
  );
}
