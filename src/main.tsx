import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { matchRoute } from './app/routes';
import { isChunkLoadError, reloadOnceForChunkError } from './app/RouteErrorBoundary';
import './styles/global.css';

// A chunk that fails to preload after a redeploy: reload once rather than show a broken page.
// (If it already reloaded, the error goes on to the code that asked for the chunk.)
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

async function start(container: HTMLElement) {
  // A prerendered page has markup in #root; the dev server's template has only a comment there.
  if (container.firstElementChild) {
    // Prerendered page: load this route's code first so hydration finds everything it rendered.
    try {
      await matchRoute(window.location.pathname).preload();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      // The page's code is gone (a redeploy). Reload once; if that did not help, leave the
      // prerendered page as it is: it reads and links without JavaScript.
      if (!reloadOnceForChunkError())
        console.warn('This page stays static: its code could not be loaded.', error);
      return;
    }
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start(root);
