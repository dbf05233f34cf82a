/**
 * The site installed as an app (vite-plugins/webAppManifest.ts writes each language's web app
 * manifest from it at build time). No imports: the build configuration reads it.
 */
export const webApp = {
  description: 'Laboratory equipment and consumables: the catalogue of IVM Medical Equipment Trading.',
};
