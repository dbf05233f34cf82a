/**
 * The partner carousel's settings (the spec's: 5 slides, 4 below 1200 px, 3 below 992, 2 below 768,
 * 1 below 576). Not react-slick's `responsive`: its max-width breakpoints include the breakpoint
 * itself, and 0.31 applies them only after a resize, not on the first render; the count here uses
 * "below N px", as the prerendered row's CSS does.
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
