import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates on its own (a `<Suspense>` boundary): the frame hydrates
 * first and each part in a render of its own, so no task grows long; a tap on a part not hydrated yet
 * hydrates it first. On the server and after a navigation it renders at once. Parts also tell when
 * the whole page is interactive (`allPartsHydrated`).
 */
export function Part({ children }: { children: ReactNode }) {
  // One token per part for its lifetime, not a value rendered.
  const [token] = useState(() => ({}));
  useLayoutEffect(() => {
    pending.add(token);
    return () => signOff(token);
  }, [token]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated token={token} />
    </Suspense>
  );
}

function Hydrated({ token }: { token: object }) {
  useEffect(() => signOff(token), [token]);
  return null;
}

const pending = new Set<object>();
let waiting: (() => void)[] = [];

function signOff(token: object): void {
  pending.delete(token);
  if (pending.size > 0) return;
  const resolve = waiting;
  waiting = [];
  resolve.forEach((done) => done());
}

/** Resolves once every part on the page has hydrated and run its effects. */
export function allPartsHydrated(): Promise<void> {
  if (pending.size === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
