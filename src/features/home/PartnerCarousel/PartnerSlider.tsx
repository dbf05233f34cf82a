import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useOnInView } from 'react-intersection-observer';
import SlickImport from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { PartnerMark, type PartnerMarkItem } from './PartnerMark';
import { partnerCarouselSettings, slidesToShowAt } from './settings';
import styles from './PartnerCarousel.module.css';
import { usePageStrings } from '../../../i18n/pageStrings';

/**
 * react-slick is CommonJS (`exports.default = Slider`). Depending on the bundler's interop, a default
 * import yields the class itself or the module object `{ default: Slider }` (Vite 8 does the latter,
 * and rendering that object fails with React error #130). Unwrap explicitly.
 */
export function interopDefault<T>(imported: T | { default: T }): T {
  let value: unknown = imported;
  while (typeof value === 'object' && value !== null && 'default' in value) {
    value = (value as { default: unknown }).default;
  }
  return value as T;
}

const Slider = interopDefault(SlickImport);
type SliderInstance = InstanceType<typeof SlickImport>;

export interface PartnerSliderProps {
  items: readonly PartnerMarkItem[];
  /** Autoplay is running (the carousel's Pause/Play choice, hover, focus and reduced motion combined). */
  playing: boolean;
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Slides shown at the current viewport width (react-slick's responsive option is not used; see settings). */
function useSlidesToShow(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => slidesToShowAt(window.innerWidth),
    () => partnerCarouselSettings.slidesToShow,
  );
}

/**
 * Keeps slides that are not on screen (react-slick marks them aria-hidden, clones included) out of
 * the tab order and the accessibility tree: they get `inert` as long as they are aria-hidden.
 */
function useInertHiddenSlides(root: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      element.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [root]);
}

/** The react-slick part of the partner carousel, loaded lazily by PartnerCarousel. */
export function PartnerSlider({ items, playing }: PartnerSliderProps) {
  const t = usePageStrings('home');
  const slider = useRef<SliderInstance>(null);
  const root = useRef<HTMLDivElement>(null);
  const slidesToShow = useSlidesToShow();
  const [current, setCurrent] = useState(0);
  useInertHiddenSlides(root);

  // The slides move only while the carousel is on screen as well: off screen, or behind a dialog
  // that hides the page (src/early/pageBehindDialog.ts), nobody sees them, and each slide would make
  // the browser lay the hidden carousel out again, on a phone's main thread. Seen from an observer,
  // with react-slick's own pause and play: no render of ours, and none of react-slick's measuring.
  const wanted = useRef(playing);
  const onScreen = useRef(false);
  const moving = useRef<boolean | null>(null);
  const steer = useCallback(() => {
    const move = wanted.current && onScreen.current;
    if (move === moving.current) return;
    moving.current = move;
    if (move) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, []);
  useEffect(() => {
    wanted.current = playing;
    // react-slick pauses itself when `autoplay` turns false, and stays paused when it turns true.
    moving.current = null;
    steer();
  }, [playing, steer]);
  const screenRef = useOnInView((inView) => {
    onScreen.current = inView;
    steer();
  });
  const rootRef = useCallback(
    (element: HTMLDivElement | null) => {
      root.current = element;
      screenRef(element);
    },
    [screenRef],
  );

  const { responsive: _responsive, ...settings } = partnerCarouselSettings;
  return (
    <div ref={rootRef} className={styles.slider}>
      <Slider
        ref={slider}
        {...settings}
        slidesToShow={slidesToShow}
        autoplay={playing}
        arrows={false}
        pauseOnHover={false}
        pauseOnFocus={false}
        pauseOnDotsHover={false}
        dotsClass={styles.dots}
        beforeChange={(_from, to) => setCurrent(to)}
        customPaging={(index) => (
          <button
            type="button"
            className={styles.dotButton}
            aria-label={t.carousel.showLogo(index + 1, items.length)}
            aria-current={index === current ? 'true' : undefined}
          >
            <span className={styles.dot} />
          </button>
        )}
      >
        {items.map((item) => (
          // react-slick gives each child tabIndex -1 and an inline-block style; the link inside stays
          // focusable while its slide is on screen.
          <div key={item.key} className={styles.slide}>
            <PartnerMark item={item} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
