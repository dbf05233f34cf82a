import type { ReactNode } from 'react';
import styles from './MotionToggle.module.css';

/** The icon of a button that stops or starts motion: two bars for Pause, a triangle for Play. */
export function MotionIcon({ pause }: { pause: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={pause ? 'M5 3h3.5v14H5zM11.5 3H15v14h-3.5z' : 'M6 3l11 7-11 7z'} fill="currentColor" />
    </svg>
  );
}

interface MotionFaceProps {
  /** False on the server and while hydrating (useHydrated). */
  hydrated: boolean;
  /** Once hydrated: the motion plays or is about to, so the button offers Pause. */
  playing: boolean;
  /** The button's content offering Pause (`true`) or Play (`false`). */
  face: (pause: boolean) => ReactNode;
}

/**
 * The content of a Pause/Play button (WCAG 2.2.2) for motion that starts by itself once the page's
 * code runs, except for a visitor who prefers reduced motion or has Save-Data on. Before the code
 * runs the server cannot know which visitor this is, so both faces are in the page and CSS shows
 * one: Pause (a tap, held until the code runs, stops what is about to start) or, by the media query
 * or the boot script's mark on <html>, Play (nothing will start; the tap starts it). Once hydrated,
 * the one face `playing` asks for.
 */
export function MotionFace({ hydrated, playing, face }: MotionFaceProps) {
  if (hydrated) return <>{face(playing)}</>;
  return (
    <>
      <span className={styles.withMotion}>{face(true)}</span>
      <span className={styles.still}>{face(false)}</span>
    </>
  );
}
