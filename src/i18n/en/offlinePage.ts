/**
 * The page the service worker shows, without a network, for a page never opened on this device
 * (vite-plugins/offlinePage.ts writes it at build time). No imports: the build configuration reads it.
 */
export const offlinePage = {
  pageTitle: 'No network connection | IVM Medical',
  heading: 'No network connection',
  body: 'This page has not been opened on this device, so there is no copy of it here. Pages you have opened, and the whole catalogue if you kept it on this device, open without a network connection. Connect and open the page again.',
  home: 'Home page',
  catalogue: 'Catalogue',
};
