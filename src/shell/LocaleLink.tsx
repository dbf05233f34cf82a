/**
 * React Router's Link and NavLink for a page in a language: a path like '/hist4' goes to the page in
 * the language of the page the link is on ('/ru/hist4' on a Russian page). Paths already in a
 * language ('/ru/...') and other addresses are left as they are. Every internal link uses these;
 * a link to another origin is a plain <a>.
 */
import { forwardRef, useCallback } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps as RouterLinkProps,
  type NavLinkProps as RouterNavLinkProps,
} from 'react-router-dom';
import { localeOfPath, localizedPath } from '../i18n/locale';
import { useLocale } from '../i18n/strings';

/** The path in the page's language (the same function while the language is: memo-friendly). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback(
    (path: string) =>
      path.startsWith('/') && localeOfPath(path) === 'en' ? localizedPath(path, locale) : path,
    [locale],
  );
}

export type LinkProps = Omit<RouterLinkProps, 'to'> & { to: string };
export type NavLinkProps = Omit<RouterNavLinkProps, 'to'> & { to: string };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const local = useLocalePath();
  return <RouterLink ref={ref} to={local(to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const local = useLocalePath();
  return <RouterNavLink ref={ref} to={local(to)} {...props} />;
});
