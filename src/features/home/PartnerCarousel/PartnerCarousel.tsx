import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useInView } from 'react-intersection-observer';
import { PartnerMark, type PartnerMarkItem } from './PartnerMark';
import { partnerCarouselSettings } from './settings';
import { prefersSaveData, reducedMotionQuery, useMediaQuery } from '../motion';
import { MotionFace, MotionIcon } from '../MotionToggle';
import { useHydrated } from '../../../early';
import type { PartnerSliderProps } from './PartnerSlider';
import styles from './PartnerCarousel.module.css';
import { usePageStrings } from '../../../i18n/pageStrings';

export type { PartnerMarkItem } from './PartnerMark';

interface PartnerCarouselProps {
  items: readonly PartnerMarkItem[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Shown at the start of the control row, before the Pause/Play button (e.g. a link to all partners). */
  toolbar?: ReactNode;
}

type Choice = 'auto' | 'play' | 'pause';

/**
 * The partner logo carousel, one component around react-slick.
 *
 * The prerendered HTML holds a static row of the first logos with the slider's dimensions (and as
 * many logos as the slider shows at that width), so nothing shifts when the slider takes over. The
 * slider's code (react-slick and slick.css) is loaded lazily once the carousel comes near the
 * viewport, after hydration. It autoplays unless the visitor prefers reduced motion or has Save-Data
 * on (each slide brings more logos), pauses while the pointer is over it, focus is inside it or it is
 * off screen (PartnerSlider), and
 * has a visible Pause/Play button (WCAG 2.2.2) that offers the right one before the scripts run.
 */
export function PartnerCarousel({ items, label, toolbar }: PartnerCarouselProps) {
  const t = usePageStrings('home');
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const hydrated = useHydrated();
  // Save-Data is read once hydrated (the server cannot know), like the media query.
  const still = reducedMotion || (hydrated && prefersSaveData());
  const [choice, setChoice] = useState<Choice>('auto');
  const [Slider, setSlider] = useState<ComponentType<PartnerSliderProps> | null>(null);
  const { ref: regionRef, inView: near } = useInView({ triggerOnce: true, rootMargin: '400px 0px' });
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!near) return;
    let current = true;
    import('./PartnerSlider')
      .then((module) => {
        // A transition: the slider's first render (react-slick measures and clones every slide) is
        // long, and it comes as the visitor scrolls toward it; in slices, a tap meanwhile goes first.
        if (current) startTransition(() => setSlider(() => module.PartnerSlider));
      })
      .catch(() => {
        // The static row stays: every logo link still works.
      });
    return () => {
      current = false;
    };
  }, [near]);

  const { hovered, focused } = usePointerAndFocus(stage);

  const wantsMotion = choice === 'play' || (choice === 'auto' && !still);
  const moving = wantsMotion && !hovered && !focused;

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.carousel}
      data-slider={Slider ? 'ready' : 'static'}
      data-moving={Slider ? moving : false}
    >
      <div className={styles.controls}>
        {toolbar}
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setChoice(wantsMotion ? 'pause' : 'play')}
        >
          <MotionFace
            hydrated={hydrated}
            playing={wantsMotion}
            face={(pause) => (
              <>
                <MotionIcon pause={pause} />
                <span aria-hidden="true">{pause ? t.carousel.pauseShort : t.carousel.playShort}</span>
                <span className="visually-hidden">{pause ? t.carousel.pause : t.carousel.play}</span>
              </>
            )}
          />
        </button>
      </div>
      <div ref={stage} className={styles.stage}>
        {Slider ? <Slider items={items} playing={moving} /> : <StaticRow items={items} />}
      </div>
    </section>
  );
}

/** Whether the pointer is over the element and whether focus is inside it (the slider then holds still). */
function usePointerAndFocus(stage: RefObject<HTMLDivElement | null>): { hovered: boolean; focused: boolean } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) setFocused(false);
    };
    element.addEventListener('mouseenter', enter);
    element.addEventListener('mouseleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('mouseenter', enter);
      element.removeEventListener('mouseleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [stage]);
  return { hovered, focused };
}

/** The prerendered stand-in: the first logos laid out exactly like the slider's first view. */
function StaticRow({ items }: { items: readonly PartnerMarkItem[] }) {
  return (
    <div className={styles.static}>
      <ul className={styles.staticTrack}>
        {items.slice(0, partnerCarouselSettings.slidesToShow).map((item) => (
          <li key={item.key} className={styles.slide}>
            <PartnerMark item={item} />
          </li>
        ))}
      </ul>
      <ul className={styles.dots} aria-hidden="true">
        {items.map((item, index) => (
          <li key={item.key} className={index === 0 ? 'slick-active' : undefined}>
            <span className={styles.dot} />
          </li>
        ))}
      </ul>
    </div>
  );
}
