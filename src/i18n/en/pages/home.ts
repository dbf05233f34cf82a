export const home = {
  title: 'IVM Medical | Laboratory equipment for the CIS and South Asia',
  description: (name: string, manufacturers: number, founded: number) =>
    `${name} represents ${manufacturers} manufacturers of laboratory and medical equipment in the CIS, India and other South Asian countries. Since ${founded}.`,
  /** The hero video (src/features/home/HeroVideo.tsx) and the partner carousel, both on the home page only. */
  video: { pause: 'Pause video', play: 'Play video' },
  carousel: {
    pause: 'Pause partner carousel',
    play: 'Play partner carousel',
    pauseShort: 'Pause',
    playShort: 'Play',
    showLogo: (index: number, count: number) => `Show logo ${index} of ${count}`,
  },
};
