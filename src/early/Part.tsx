import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates on its own: a `<Suspense>` boundary. Hydrating a
 * prerendered page (src/app/client.tsx), React hydrates the frame first and leaves each part as the
 * prerendered HTML, to hydrate after it in renders of its own at low priority, so no task grows long.
 * A tap on a part that has not hydrated yet makes React hydrate that part at once, before the tap's
 * handlers run. On the server and after a navigation a part renders at once, like its children.
 *
 * Parts also tell when the whole page is interactive (`allPartsHydrated`): each registers as its
 * frame commits and signs off as its own content commits.
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
