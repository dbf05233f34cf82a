import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import poster640Avif from '../../assets/hero/hero-poster-640.avif';
import poster1280Avif from '../../assets/hero/hero-poster-1280.avif';
import poster640Webp from '../../assets/hero/hero-poster-640.webp';
import poster1280Webp from '../../assets/hero/hero-poster-1280.webp';
import poster640Jpg from '../../assets/hero/hero-poster-640.jpg';
import poster1280Jpg from '../../assets/hero/hero-poster-1280.jpg';
import video640Webm from '../../assets/hero/hero-640.webm';
import video1280Webm from '../../assets/hero/hero-1280.webm';
import video640Mp4 from '../../assets/hero/hero-640.mp4';
import video1280Mp4 from '../../assets/hero/hero-1280.mp4';
import { useHydrated } from '../../early';
import { prefersReducedMotion, prefersSaveData, useOnline } from './motion';
import { MotionFace, MotionIcon } from './MotionToggle';
import styles from './HeroVideo.module.css';
import { usePageStrings } from '../../i18n/pageStrings';

/** Phones get the 640 px poster and video; larger screens the 1280 px ones. */
const small = '(max-width: 767.98px)';
/** The video button, the hero's last element: once the parser has reached it, the text is complete. */
const TOGGLE_ID = 'hero-video-toggle';

interface HeroVideoProps {
  /** The overlay: heading, subtitle, calls to action. */
  children: ReactNode;
  /** id of the heading that names the region. */
  labelledBy: string;
}

/**
 * The landing header: a muted, looping background video under an overlay.
 *
 * The poster is a <picture> in the prerendered HTML (the page's LCP element, fetched with high
 * priority). The <video> element itself is not in the prerendered HTML: it is created once the page
 * has hydrated, and only to play (not for a visitor who prefers reduced motion or has Save-Data on,
 * until they press Play). A media element makes Chrome parse its media-controls stylesheet
 * in the page's first style pass, the longest task of a home page's load on a slow phone.
 * Offline (the page kept by the service worker), the poster stays and the video waits for the
 * network: it is not kept on the device, so its sources would only fail.
 * Once playing, the video fades in over the poster. A visible button pauses and resumes it
 * (WCAG 2.2.2).
 */
export function HeroVideo({ children, labelledBy }: HeroVideoProps) {
  const t = usePageStrings('home');
  const video = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  /** The visitor's Play or Pause, once given (or the browser's, when it pauses or refuses to play). */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [shown, setShown] = useState(false);
  // Until someone chooses, the video plays once the page's code runs, unless the visitor prefers
  // reduced motion or has Save-Data on (read only after hydration: the server cannot know).
  const playsByItself = !prefersReducedMotion() && !prefersSaveData();
  const auto = hydrated && playsByItself;
  const wanted = choice ?? auto;
  // Created once it should play and can load; then it stays (a paused video keeps its place, and a
  // video already loaded plays on offline). Offline, its four sources would each fail.
  const online = useOnline();
  const [created, setCreated] = useState(false);
  if (wanted && online && !created) setCreated(true);

  /** What this component last asked of the element (its play and pause events come later). */
  const asked = useRef(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    asked.current = wanted;
    if (!wanted) {
      element.pause();
      return;
    }
    // Muted must be set on the element itself before play(): the attribute alone is not enough for
    // every browser's autoplay policy.
    element.defaultMuted = true;
    element.muted = true;
    element.play().catch(() => {
      // Autoplay refused (power saving, policy): the poster stays and the button offers Play.
      setChoice(false);
    });
  }, [wanted, created]);

  // The opposite of what the button showed when tapped: before the page said it was hydrated (a tap
  // held from the first paint is given again right then), it showed what the video was about to do.
  const toggle = () => setChoice(!(choice ?? playsByItself));

  /** The button's icon and label: Pause while the video plays or is about to, Play otherwise. */
  const face = (pause: boolean) => (
    <>
      <MotionIcon pause={pause} />
      <span className="visually-hidden-narrow">{pause ? t.video.pause : t.video.play}</span>
    </>
  );

  return (
    <section className={styles.hero} aria-labelledby={labelledBy} data-testid="home-hero">
      {/* No frame until the text is all parsed: the text is centred in a box of fixed height, so a
          frame painted while the parser was halfway through it showed it lower, then moved it up
          (a layout shift on a slow phone). React puts this link in the head. */}
      <link rel="expect" href={`#${TOGGLE_ID}`} blocking="render" />
      <div className={styles.media} aria-hidden="true">
        <HeroPoster />
        {created && (
          <BackgroundVideo
            videoRef={video}
            shown={shown}
            asked={asked}
            onChoice={setChoice}
            onShown={() => setShown(true)}
          />
        )}
        <div className={styles.shade} />
      </div>
      <div className={`container ${styles.content}`}>{children}</div>
      <button type="button" id={TOGGLE_ID} className={styles.toggle} onClick={toggle}>
        <MotionFace hydrated={hydrated} playing={wanted} face={face} />
      </button>
    </section>
  );
}

/** The poster, the prerendered hero's picture: 640 px on a phone, 1280 px on a larger screen. */
function HeroPoster() {
  return (
    <picture>
      <source type="image/avif" media={small} srcSet={`${poster640Avif} 640w`} sizes="100vw" />
      <source type="image/avif" srcSet={`${poster640Avif} 640w, ${poster1280Avif} 1280w`} sizes="100vw" />
      <source type="image/webp" media={small} srcSet={`${poster640Webp} 640w`} sizes="100vw" />
      <source type="image/webp" srcSet={`${poster640Webp} 640w, ${poster1280Webp} 1280w`} sizes="100vw" />
      <img
        className={styles.poster}
        src={poster1280Jpg}
        srcSet={`${poster640Jpg} 640w, ${poster1280Jpg} 1280w`}
        sizes="100vw"
        width={1280}
        height={720}
        alt=""
        fetchPriority="high"
        loading="eager"
        decoding="async"
      />
    </picture>
  );
}

interface BackgroundVideoProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Whether it has started playing, to fade in over the poster. */
  shown: boolean;
  /** What the hero last asked of the element: play (true) or pause. */
  asked: RefObject<boolean>;
  /** The browser played or paused it by itself. */
  onChoice: (play: boolean) => void;
  onShown: () => void;
}

/** The looping, muted video itself, created only once it should play. */
function BackgroundVideo({ videoRef, shown, asked, onChoice, onShown }: BackgroundVideoProps) {
  return (
    <video
      ref={videoRef}
      className={styles.video}
      data-shown={shown}
      loop
      muted
      playsInline
      preload="none"
      disablePictureInPicture
      disableRemotePlayback
      tabIndex={-1}
      // Only what the browser did by itself (it paused a video in the background, or refused to
      // play): the events of this component's own play() and pause() arrive later, and
      // answering a stale one would undo the visitor's choice, back and forth.
      onPlay={(event) => {
        if (!asked.current && !event.currentTarget.paused) onChoice(true);
      }}
      onPlaying={onShown}
      onPause={(event) => {
        if (asked.current && event.currentTarget.paused) onChoice(false);
      }}
    >
      <source src={video1280Webm} type="video/webm" media="(min-width: 768px)" />
      <source src={video640Webm} type="video/webm" />
      <source src={video1280Mp4} type="video/mp4" media="(min-width: 768px)" />
      <source src={video640Mp4} type="video/mp4" />
    </video>
  );
}
