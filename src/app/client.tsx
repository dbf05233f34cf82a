import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './router';
import { App } from './App';
import { matchRoute } from './routes';

/** React, the router and the app: loaded by the boot script (src/main.tsx) when it is time. */
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/** The dev server's page has an empty #root: render from scratch. */
export function render(container: HTMLElement): void {
  createRoot(container).render(app);
}

/**
 * A prerendered page: load this route's code first, so hydration finds everything it rendered (a
 * rejected promise here is a missing chunk, for the boot script to handle), then hydrate. Inside a
 * transition React hydrates in slices of a few milliseconds, yielding to the browser in between,
 * instead of in one long task that would hold up a tap or a scroll on a slow phone.
 */
export async function hydrate(container: HTMLElement): Promise<void> {
  await matchRoute(window.location.pathname).preload();
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
