import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { matchRoute } from './routes';

/** React, React Router and the app: loaded by the boot script (src/app/boot.ts) when it is time. */
function app(onCommit: () => void) {
  return (
    <StrictMode>
      <BrowserRouter>
        <Committed onCommit={onCommit}>
          <App />
        </Committed>
      </BrowserRouter>
    </StrictMode>
  );
}

/** Calls `onCommit` once the app's frame is on the page and listening. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** The dev server's page has an empty #root: load the route's code, then render from scratch. */
export async function render(container: HTMLElement): Promise<void> {
  await matchRoute(window.location.pathname).preload();
  createRoot(container).render(app(() => undefined));
}

/**
 * A prerendered page: load this route's code first, so hydration finds everything it rendered
 * (a rejected promise here is a missing chunk, for the boot script to handle), then hydrate in a
 * transition: React hydrates in short slices that yield to the visitor's input, the frame first and
 * each `<Part>` (a Suspense boundary) after it, the part a visitor taps first. Resolves once the
 * frame has committed: from then on React handles every tap, hydrating its part first if need be.
 */
export async function hydrate(container: HTMLElement): Promise<void> {
  await matchRoute(window.location.pathname).preload();
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(container, app(resolve));
    });
  });
}
