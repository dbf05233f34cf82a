// The plugin ships no types: what vite.config.ts uses of it.
declare module 'postcss-hover-media-feature' {
  import type { PluginCreator } from 'postcss';
  const hoverMediaFeature: PluginCreator<{ fallback?: boolean }>;
  export default hoverMediaFeature;
}
