import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './RouteErrorBoundary.module.css';

const RELOAD_FLAG = 'ivm:chunk-reload';
let reloading = false;

/** True once this page has asked the browser to reload it (its remaining code may be gone). */
export function isReloading(): boolean {
  return reloading;
}

/** True for the errors a browser gives when a code-split chunk is gone (e.g. after a redeploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page once when a chunk failed to load, so a visitor holding an old page after a
 * redeploy gets the new site instead of an error. Returns false if it already tried.
 */
export function reloadOnceForChunkError(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0);
    if (Date.now() - last < 10_000) return false;
    sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    // Storage may be blocked; reload anyway, the browser cache gives a fresh page.
  }
  reloading = true;
  window.location.reload();
  return true;
}

interface State {
  error: unknown;
}

/** The routing layer's error page: 'Unexpected Application Error!' (SPEC section 8). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <section className={`container ${styles.page}`}>
        <h1>Unexpected Application Error!</h1>
        <p className="lead">
          Something went wrong while showing this page. Please reload it; if the problem stays, go back to the
          home page or write to us and we will help.
        </p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link className="button button--ghost" to="/" onClick={() => this.setState({ error: null })}>
            Go to the home page
          </Link>
        </div>
      </section>
    );
  }
}
