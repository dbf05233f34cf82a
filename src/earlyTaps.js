// Inlined in the head of every prerendered page (scripts/prerender.ts), allowed by its hash in the
// Content-Security-Policy (vite-plugins/earlyTaps.ts): holds a tap on a button and the search
// shortcut from the first paint, before any script has arrived, for the boot script (src/boot.ts)
// to give again once the app listens. Links need nothing: they work as they are.
(() => {
  // A visitor with Save-Data on: neither the home page's video nor its partner carousel starts by
  // itself, so their buttons offer Play from the first paint (MotionToggle.module.css), not only once
  // a script file has arrived. A tap before then is replayed on the hydrated button, which also
  // offers Play: the tap does what the visitor read.
  if (navigator.connection?.saveData === true) document.documentElement.dataset.saveData = '';

  let button = null;
  let key = null;
  const onClick = (event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target) return;
    // Also stops a submit button's native form submission: the form is sent once the app is up.
    event.preventDefault();
    button?.removeAttribute('data-held');
    button = target;
    // Shows the visitor the tap was taken (global.css: a waiting cursor and a pulse).
    button.setAttribute('data-held', '');
  };
  const onKey = (event) => {
    const field =
      event.target instanceof Element && event.target.closest('input,textarea,select,[contenteditable]');
    const k = event.key.toLowerCase();
    if (event.ctrlKey || event.metaKey ? k !== 'k' : event.key !== '/' || field) return;
    event.preventDefault();
    key = { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey };
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
  window.ivmEarlyTaps = {
    pending: () => button !== null || key !== null,
    release: () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKey, true);
      button?.removeAttribute('data-held');
      const held = { button, key };
      button = key = null;
      return held;
    },
  };
})();
