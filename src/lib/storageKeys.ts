/**
 * Every key the site keeps in the visitor's browser storage, in one table: the code, the tests and
 * the inline script (these names are written into it at build: vite-plugins/earlyTaps.ts) read them
 * here. The privacy notice's test checks the notice against this list.
 */
/** The quote list (localStorage): a JSON array of product ids. */
export const QUOTE_LIST_KEY = 'ivm.quoteList.v1';
/** The quote list's names as the pages showed them, per language, for the early quote list. */
export const QUOTE_NAMES_KEY = 'ivm.quoteList.names.v1';
/** The enquiries kept on the device until they can go (localStorage). */
export const OUTBOX_KEY = 'ivm.outbox.v1';
/** The tab session's own id (sessionStorage): whose kept enquiries a page may show. */
export const OWNER_KEY = 'ivm.session.v1';
/** When this device last sent an enquiry (localStorage), for the spacing of sends. */
export const LAST_SEND_KEY = 'ivm.lastSend.v1';
