/**
 * The early machinery's public surface: what the rest of the site may use (README.md says how).
 * Nothing outside this folder imports its files directly (eslint.config.js); the build reads
 * chunks.ts and earlyTaps.js itself.
 */
export { EarlyNetworkNote } from './EarlyNetworkNote';
export { EarlyQuoteList, keepQuoteNames } from './EarlyQuoteList';
export { layOutTheRest } from './layOutTheRest';
export { skipThePageBehindDialogs } from './pageBehindDialog';
export { allPartsHydrated, Part } from './Part';
export { afterPrefetch, decodeWhenIdle, prefetchOnIdle, prefetchWhenIdle } from './prefetch';
export { preloadable, type Preloadable } from './preloadable';
export { prefersSaveData } from './saveData';
export { styleAhead } from './styleAhead';
export { useHydrated } from './useHydrated';
export { WaitingForNetwork } from './WaitingForNetwork';
