// Inlined in the head of every prerendered page (scripts/prerender.ts), allowed by its hash in the
// Content-Security-Policy (vite-plugins/earlyTaps.ts): holds a tap on a button and the search
// shortcut from the first paint, before any script has arrived, for the boot script (src/app/boot.ts)
// to give again once the app listens. Links need nothing: they work as they are; nor do buttons the
// browser acts on by itself.
(() => {
  // A visitor with Save-Data on: neither the home page's video nor its partner carousel starts by
  // itself, so their buttons offer Play from the first paint (MotionToggle.module.css), not only once
  // a script file has arrived. A tap before then is replayed on the hydrated button, which also
  // offers Play: the tap does what the visitor read.
  if (navigator.connection?.saveData === true) document.documentElement.dataset.saveData = '';

  // A jump to a part of the page lands on it (early.css: every part is laid out first): an address
  // with a fragment, a link to a part of this page, a fragment typed or reached by Back.
  const jump = () => (document.documentElement.dataset.jump = '');
  if (location.hash) jump();
  addEventListener('hashchange', jump);
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
      if (link?.hash && link.pathname === location.pathname) jump();
    },
    true,
  );

  let button = null;
  let key = null;
  // A tap on a button whose dialog the parser had not reached yet (the Quote dialog ends the page).
  let early = null;
  const onClick = (event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target) return;
    // A button that opens or closes a dialog by itself (an invoker command: Quote) needs no script,
    // once the element it names is in the page; a tap before then is given again when it is.
    if (target.hasAttribute('commandfor') && 'commandForElement' in target) {
      if (!target.commandForElement) early = target;
      // The browser opens the dialog after this listener: its quote list goes in first, so both
      // show in one frame, also when the page is still arriving.
      else showQuoteList();
      return;
    }
    // A browser without invoker commands (Safari before 26.2): the command is run here, so there
    // too the dialog opens and closes before any script file, and what is typed in it is kept.
    if (target.hasAttribute('commandfor')) {
      const dialog = document.getElementById(target.getAttribute('commandfor'));
      if (!(dialog instanceof HTMLDialogElement)) early = target;
      else if (target.getAttribute('command') === 'show-modal' && !dialog.open) {
        showQuoteList();
        dialog.showModal();
      } else if (target.getAttribute('command') === 'close' && dialog.open) dialog.close();
      return;
    }
    // Also stops a submit button's native form submission: the form is sent once the app is up.
    event.preventDefault();
    button?.removeAttribute('data-held');
    button = target;
    // Shows the visitor the tap was taken (global.css: a waiting cursor and a pulse).
    button.setAttribute('data-held', '');
    sayWaiting();
  };
  const onKey = (event) => {
    const field =
      event.target instanceof Element && event.target.closest('input,textarea,select,[contenteditable]');
    const k = event.key.toLowerCase();
    if (event.ctrlKey || event.metaKey ? k !== 'k' : event.key !== '/' || field) return;
    event.preventDefault();
    key = { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey };
    sayWaiting();
  };
  // The boot script lost to the network (the signal dropped while the page arrived): asked for again
  // when the network is back, or after 1, 2, 4 ... 30 s, so the page still becomes interactive and
  // gives the held tap. A held tap meanwhile says it waits (src/early/EarlyNetworkNote.tsx).
  let lost = false;
  let attempt = 0;
  const onError = (event) => {
    const script = event.target;
    if (!(script instanceof HTMLScriptElement) || script.type !== 'module' || !script.src) return;
    lost = true;
    sayWaiting();
    const again = () => {
      window.removeEventListener('online', again);
      clearTimeout(timer);
      const retry = document.createElement('script');
      retry.type = 'module';
      retry.crossOrigin = '';
      retry.src = script.src;
      document.head.append(retry);
    };
    window.addEventListener('online', again);
    const timer = navigator.onLine ? setTimeout(again, Math.min(30000, 1000 * 2 ** attempt++)) : 0;
  };
  const sayWaiting = () => {
    const note = document.querySelector('[data-network-note]');
    if (!lost || !(button || key) || !note?.hidden) return;
    note.hidden = false;
    // Words put in after the region shows, so a screen reader announces them.
    setTimeout(() => (note.textContent = note.dataset.networkNote), 100);
  };
  // The quote list in the Quote dialog, which the browser opens by itself before any script: the
  // names this browser kept (src/early/EarlyQuoteList.tsx), as text.
  let listShown = false;
  const showQuoteList = () => {
    const box = document.querySelector('[data-early-quote-list]');
    if (!box || listShown) return;
    listShown = true;
    try {
      const ids = JSON.parse(localStorage.getItem(QUOTE_LIST_KEY) ?? '[]');
      const kept = JSON.parse(localStorage.getItem(QUOTE_NAMES_KEY) ?? '{}');
      const names = kept?.[document.documentElement.lang] ?? {};
      const known = Array.isArray(ids) ? ids.filter((id) => typeof names[id] === 'string') : [];
      if (known.length === 0) return;
      const [heading, list, item, name] = (box.dataset.classes ?? '').split(' ');
      const make = (tag, className, text) => {
        const element = document.createElement(tag);
        element.className = className ?? '';
        if (text) element.textContent = text;
        return element;
      };
      const items = make('ul', list);
      for (const id of known) {
        const entry = make('li', item);
        entry.append(make('span', name, names[id]));
        items.append(entry);
      }
      box.append(make('h3', heading, `${box.dataset.earlyQuoteList} (${known.length})`), items);
      box.hidden = false;
    } catch {
      // Storage unavailable or unreadable: the list comes with the scripts.
    }
  };
  const parsed = () => {
    showQuoteList();
    // The button's command runs for this click (the browser's, or onClick's), as for the tap it could
    // not act on.
    early?.click();
    early = null;
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('error', onError, true);
  window.ivmEarlyTaps = {
    pending: () => button !== null || key !== null,
    release: () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('error', onError, true);
      button?.removeAttribute('data-held');
      const held = { button, key };
      button = key = null;
      return held;
    },
  };
})();
