import { useEffect, useRef, type RefObject } from 'react';
import { useCountUp } from 'react-countup';
import { useInView } from 'react-intersection-observer';
import { prefersReducedMotion } from './motion';
import styles from './CountUpStat.module.css';

interface CountUpStatProps {
  /** The final number, shown as text in the prerendered HTML. */
  end: number;
  label: string;
  /** Length of the count-up in milliseconds. */
  durationMs?: number;
}

/**
 * A figure that counts up from 0 the first time it scrolls into view, once per page visit.
 *
 * The server and the first client render both show the final number, so crawlers, link previews and
 * visitors without JavaScript read it and hydration matches. Only after hydration, when the figure is
 * in view and the visitor has not asked for reduced motion, does react-countup animate it. The
 * animating text is aria-hidden; screen readers read the final number from a visually hidden copy.
 */
export function CountUpStat({ end, label, durationMs = 2000 }: CountUpStatProps) {
  const numberRef = useRef<HTMLSpanElement>(null);
  // CountUp.js writes its start value into the element whenever an instance is created or reset
  // (also in the hook's unmount cleanup). Until the animation runs, those writes are dropped, so the
  // element keeps the final number the server rendered.
  const animating = useRef(false);
  const started = useRef(false);
  const { ref: inViewRef, inView } = useInView({ triggerOnce: true, threshold: 0.5 });
  const { start } = useCountUp({
    ref: numberRef as RefObject<HTMLElement>,
    start: 0,
    end,
    duration: durationMs / 1000,
    separator: '',
    startOnMount: false,
    enableReinitialize: false,
    plugin: {
      render(element, formatted) {
        if (animating.current) element.textContent = formatted;
      },
    },
    onEnd: () => {
      animating.current = false;
    },
  });

  useEffect(() => {
    if (!inView || started.current) return;
    started.current = true;
    if (prefersReducedMotion()) return;
    animating.current = true;
    start();
  }, [inView, start]);

  const text = String(end);
  return (
    <div ref={inViewRef} className={styles.stat}>
      {/* data-digits reserves the final width, so the figure does not move while it counts. */}
      <span className={styles.value} data-digits={text.length}>
        <span ref={numberRef} className={styles.live} aria-hidden="true" data-countup={end}>
          {text}
        </span>
        <span className="visually-hidden">{text}</span>
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
