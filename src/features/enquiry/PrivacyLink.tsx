import type { ReactNode } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { localizedPath } from '../../i18n/locale';
import { useLocale } from '../../i18n/strings';
import { Link } from '../../shell/LocaleLink';

/**
 * The link to the privacy notice beside an enquiry form, in the page's language. Within the app it
 * is a router link, so what was typed stays in the form's draft for the way back; in a dialog it
 * closes the dialog as the page changes. (Outside a router, as in a component test, a plain link.)
 * In shell/, the app chunk: the Quote dialog's form is in every page, and a chunk of its own
 * between the form and React would be an import cycle (vite.config.ts).
 */
export function PrivacyLink({ children }: { children: ReactNode }) {
  const locale = useLocale();
  if (!useInRouterContext()) return <a href={localizedPath('/privacy', locale)}>{children}</a>;
  return (
    <Link
      to="/privacy"
      onClick={(event) => event.currentTarget.closest('dialog')?.dispatchEvent(new Event('cancel'))}
    >
      {children}
    </Link>
  );
}
