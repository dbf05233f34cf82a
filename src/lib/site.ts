/**
 * The public base URL of the site, for canonical links, Open Graph and the sitemap.
 * Set VITE_SITE_URL at build time (no trailing slash); the default is the company's domain.
 */
export const siteUrl: string = (import.meta.env.VITE_SITE_URL ?? 'https://ivmmedical.com').replace(
  /\/+$/,
  '',
);
export const siteName = 'IVM Medical';

export function absoluteUrl(path: string): string {
  return path.startsWith('http') ? path : `${siteUrl}${path === '/' ? '/' : path}`;
}
