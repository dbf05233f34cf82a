/**
 * The site's router: what it used of React Router (a browser router, a static one for the
 * prerenderer, a memory one for tests, Link, NavLink, the location, navigate and the navigation
 * type) in a few dozen lines, because every route is a fixed path in one table (src/app/routes.tsx)
 * and React Router weighed 14 KB gzip of every page's first script.
 *
 * Navigation is the History API: a link click pushes an entry (with its `state`, read back by
 * `useLocation().state`), Back and Forward are `popstate`. Route changes render inside a
 * transition, so the page on screen stays until the next page's code has arrived.
 */
import {
  createContext,
  forwardRef,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the link or navigate() that made this entry gave as `state`; null otherwise. */
  state: unknown;
}

/** How the current location was reached: a link or navigate() (PUSH, REPLACE), or Back/Forward (POP). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface Router {
  location: Location;
  navigationType: NavigationType;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('No router: render inside BrowserRouter, StaticRouter or MemoryRouter');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useRouter().navigate;
}

/** A path with its query and hash split off: '/a?b#c' -> { pathname: '/a', search: '?b', hash: '#c' }. */
function parsePath(path: string, state: unknown = null): Location {
  const url = new URL(path, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

/** The browser's address and history entry. Our entries keep the state under `usr`. */
function browserLocation(): Location {
  const entry = window.history.state as { usr?: unknown } | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null };
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: browserLocation(),
    navigationType: 'POP',
  }));

  useEffect(() => {
    const onPop = () =>
      startTransition(() => setCurrent({ location: browserLocation(), navigationType: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string, { replace = false, state = null }: NavigateOptions = {}) => {
    const entry = { usr: state };
    if (replace) window.history.replaceState(entry, '', to);
    else window.history.pushState(entry, '', to);
    startTransition(() =>
      setCurrent({ location: browserLocation(), navigationType: replace ? 'REPLACE' : 'PUSH' }),
    );
  }, []);

  const router = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** For the prerenderer: one location, no navigation. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo<Router>(
    () => ({
      location: parsePath(location),
      navigationType: 'POP',
      navigate: () => {
        throw new Error('The static router does not navigate');
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** For tests: a history in memory, starting at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly (string | { pathname: string; state?: unknown })[];
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<{ location: Location; navigationType: NavigationType }>(() => {
    const last = initialEntries[initialEntries.length - 1] ?? '/';
    return {
      location: typeof last === 'string' ? parsePath(last) : parsePath(last.pathname, last.state ?? null),
      navigationType: 'POP',
    };
  });
  const navigate = useCallback((to: string, { replace = false, state = null }: NavigateOptions = {}) => {
    setCurrent({ location: parsePath(to, state), navigationType: replace ? 'REPLACE' : 'PUSH' });
  }, []);
  const router = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Given to the page it opens (`useLocation().state`). */
  state?: unknown;
  replace?: boolean;
  children?: ReactNode;
}

/** A real link (it works without JavaScript and in a new tab); a plain click navigates in the page. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, state, replace, onClick, target, children, ...props },
  ref,
) {
  const { navigate } = useRouter();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (target && target !== '_self') ||
      !to.startsWith('/')
    )
      return;
    event.preventDefault();
    navigate(to, { state, replace });
  };
  return (
    <a ref={ref} href={to} target={target} onClick={handle} {...props}>
      {children}
    </a>
  );
});

export interface NavLinkProps extends LinkProps {
  /** Active on this path only, not on the paths under it. */
  end?: boolean;
}

/** A Link that says when it is the current page: `aria-current="page"` (the styles key on it). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, ...props },
  ref,
) {
  const { pathname } = useLocation();
  const to = props.to.split(/[?#]/)[0] ?? props.to;
  const active =
    pathname === to || (!end && to !== '/' && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return <Link ref={ref} {...props} aria-current={active ? 'page' : undefined} />;
});
