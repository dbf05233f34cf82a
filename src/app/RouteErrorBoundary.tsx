import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isChunkLoadError, reloadOnceForChunkError } from './chunkErrors';
import styles from './RouteErrorBoundary.module.css';

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
