import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './router';
import { App } from './App';
import { matchRoute } from './routes';
import { hydrationSettled, whileHydrating } from '../components/shell/hydration';

/** Preact, the router and the app: loaded by the boot script (src/main.tsx) when it is time. */
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/** The dev server's page has an empty #root: load the route's code, then render from scratch. */
export async function render(container: HTMLElement): Promise<void> {
  await matchRoute(window.location.pathname).preload();
  createRoot(container).render(app);
}

/**
 * A prerendered page: load this route's code first, so hydration finds everything it rendered in
 * one synchronous pass (a rejected promise here is a missing chunk, for the boot script to handle),
 * then hydrate, marked as such, in slices (see src/components/shell/hydration.ts). Resolves once
 * the whole page is interactive.
 */
export async function hydrate(container: HTMLElement): Promise<void> {
  await matchRoute(window.location.pathname).preload();
  whileHydrating(() => hydrateRoot(container, app));
  // The navbar, the page and the footer hydrate in tasks of their own after the frame's pass.
  await hydrationSettled();
}
