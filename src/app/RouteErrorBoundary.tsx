import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../shell/LocaleLink';
import { useStrings } from '../i18n/strings';
import { reloadIfGone } from '../lib/chunkErrors';
import styles from './RouteErrorBoundary.module.css';

interface State {
  error: unknown;
}

/** The routing layer's error page: 'Unexpected Application Error!'. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
    // Code gone after a redeploy: the new site, once, if nothing typed would be lost.
    void reloadIfGone(error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorPage onHome={() => this.setState({ error: null })} />;
  }
}

function ErrorPage({ onHome }: { onHome: () => void }) {
  const t = useStrings().errorPage;
  return (
    <section className={`container ${styles.page}`}>
      <h1>{t.heading}</h1>
      <p className="lead">{t.text}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
        <Link className="button button--ghost" to="/" onClick={onHome}>
          {t.home}
        </Link>
      </div>
    </section>
  );
}
