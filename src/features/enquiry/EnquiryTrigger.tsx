import {
  startTransition,
  useEffect,
  useId,
  useState,
  useTransition,
  type MouseEvent,
  type TransitionStartFunction,
  type ReactNode,
} from 'react';
import { loadWhenOnline } from '../../lib/chunkErrors';
import { prefetchWhenIdle, WaitingForNetwork } from '../../early';
import type { Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/strings';
import { nameQuoteProducts, namedQuoteProducts } from '../../shared/quoteList/products';
import { getQuoteList } from '../../shared/quoteList/quoteList';
import type { ProductId } from '../../content/types';
import { EnquiryDialog, type InquiryPreset } from './EnquiryDialog';
import { useLocalePath } from '../../shell/LocaleLink';
import { showDialog } from '../../shell/Dialog';

/**
 * What the open dialog needs beyond the page's own code (the dialog and its form are in the app's
 * chunk, and the form's strings in every page's preload, since the Quote dialog is in every page): the
 * names of the products on the quote list.
 */
function prepare(locale: Locale): Promise<unknown> {
  return nameQuoteProducts(getQuoteList(), locale);
}

export interface EnquiryTriggerProps {
  label: ReactNode;
  className?: string;
  dialogTitle: string;
  preset?: InquiryPreset;
  draftKey?: string;
  /** The product the page is about: the contact page the link leads to starts an enquiry about it. */
  product?: ProductId;
}

/**
 * A click before the dialog was prepared: it opens once its data is in (fetched once the network is
 * back), meanwhile the trigger is busy; the contact page instead if the data cannot be fetched.
 */
function openWhenPrepared(
  locale: Locale,
  contactPage: string,
  startOpening: TransitionStartFunction,
  show: () => void,
): void {
  startOpening(async () => {
    try {
      await loadWhenOnline(() => prepare(locale));
    } catch {
      // The list's names cannot be fetched (gone after a redeploy): the contact page has the form.
      window.location.assign(contactPage);
      return;
    }
    startOpening(show);
  });
}

/** A plain click: not one that asks for a new tab or window, or a download. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Opens the enquiry dialog. Before the page's scripts have run it is what it looks like in the HTML:
 * a link to the contact page and its form, which does the same job without them. Once interactive, a
 * click opens the dialog in place. Its code and data are fetched in idle time after the page became
 * interactive (or on hover or focus), so the dialog opens at once; a click before that opens it as
 * soon as they are in, with everything in place (the trigger says it is busy meanwhile, and that it
 * waits for the network while that is down: the dialog then opens once it is back). The dialog
 * stays mounted afterwards so its status message outlives it.
 */
export function EnquiryTrigger({
  label,
  className,
  dialogTitle,
  preset,
  draftKey,
  product,
}: EnquiryTriggerProps) {
  const locale = useLocale();
  const local = useLocalePath();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [opening, startOpening] = useTransition();
  const dialogId = useId();

  // Once the page is idle: the dialog's data, then the closed dialog itself, rendered ahead
  // (EnquiryDialog), so that a tap only asks the browser to show it.
  useEffect(
    () => prefetchWhenIdle(() => prepare(locale).then(() => startTransition(() => setUsed(true)))),
    [locale],
  );

  const show = () => {
    setUsed(true);
    setOpen(true);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    // Prepared ahead (the names of the products on the list are in): the dialog opens in the tap's
    // own frame, not after it.
    if (namedQuoteProducts(getQuoteList(), locale)) {
      // Rendered ahead, closed: the browser shows it within the click, and React's own update
      // (`open`, through `onOpen`) follows the frame instead of preceding it.
      if (showDialog(dialogId)) return;
      show();
      return;
    }
    openWhenPrepared(locale, event.currentTarget.href, startOpening, show);
  };

  return (
    <>
      <a
        href={local(product ? `/contact?product=${product}` : '/contact')}
        className={className}
        aria-haspopup="dialog"
        aria-busy={opening || undefined}
        data-held={opening ? '' : undefined}
        onPointerEnter={() => void prepare(locale).catch(() => undefined)}
        onFocus={() => void prepare(locale).catch(() => undefined)}
        onClick={onClick}
      >
        {label}
      </a>
      <WaitingForNetwork active={opening} />
      {used && (
        <EnquiryDialog
          id={dialogId}
          open={open}
          onOpen={() => startTransition(() => setOpen(true))}
          onClose={() => setOpen(false)}
          title={dialogTitle}
          preset={preset}
          draftKey={draftKey}
        />
      )}
    </>
  );
}
