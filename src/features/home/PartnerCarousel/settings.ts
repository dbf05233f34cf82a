/**
 * The partner carousel's settings: 5 slides shown, 1 scrolled, 500 ms transitions,
 * autoplay every 3000 ms, infinite, with dots; 4 slides below 1200 px, 3 below 992, 2 below 768 and
 * 1 below 576.
 *
 * react-slick's own `responsive` option is not used: its breakpoints are max-width queries that
 * include the breakpoint itself (1200 px would show 4, not 5), and in react-slick 0.31 they are not
 * applied on the first render at all (only after a resize). The slide count is computed here with
 * "below N px" semantics instead, the same as the CSS of the prerendered row.
 */
export const partnerCarouselSettings = {
  slidesToShow: 5,
  slidesToScroll: 1,
  speed: 500,
  autoplaySpeed: 3000,
  autoplay: true,
  infinite: true,
  dots: true,
  cssEase: 'linear',
  responsive: [
    { breakpoint: 1200, settings: { slidesToShow: 4 } },
    { breakpoint: 992, settings: { slidesToShow: 3 } },
    { breakpoint: 768, settings: { slidesToShow: 2 } },
    { breakpoint: 576, settings: { slidesToShow: 1 } },
  ],
} as const;

/** Slides shown at a viewport width in CSS px: the smallest breakpoint the width is below wins. */
export function slidesToShowAt(width: number): number {
  let slides: number = partnerCarouselSettings.slidesToShow;
  let best = Infinity;
  for (const { breakpoint, settings } of partnerCarouselSettings.responsive) {
    if (width < breakpoint && breakpoint < best) {
      best = breakpoint;
      slides = settings.slidesToShow;
    }
  }
  return slides;
}
