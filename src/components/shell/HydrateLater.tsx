import { Component, Suspense, type ReactElement } from 'react';
import { endOfTurn, hydrationTurn, isHydrating } from './hydration';

/**
 * While the page hydrates, waits for its turn (see hydration.ts): Preact keeps the prerendered
 * element in place meanwhile, and hydrates it when the turn comes. `children` must render exactly
 * one element (<header>, <main>, <footer>, <section>): that is what Preact keeps. Anywhere else (the
 * server, a page rendered after a navigation) it renders its children at once.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <AwaitTurn>{children}</AwaitTurn>
    </Suspense>
  );
}

/** A class: its fields outlive the render that suspends, and the one that resumes it reads them. */
class AwaitTurn extends Component<{ children: ReactElement }> {
  private wait?: Promise<void>;
  /** The turn has come: render the children (hydrating them). */
  private done = false;
  /** ... and that render has not committed yet. */
  private open = false;

  override componentDidMount() {
    this.close();
  }

  override componentDidUpdate() {
    this.close();
  }

  override componentWillUnmount() {
    this.close();
  }

  private close() {
    if (!this.open) return;
    this.open = false;
    endOfTurn();
  }

  override render() {
    if (!this.done && (this.wait || isHydrating())) {
      this.wait ??= hydrationTurn().then(() => {
        this.done = this.open = true;
      });
      throw this.wait;
    }
    return this.props.children;
  }
}
