import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test gets the module afresh: it remembers that the page is reloading. */
async function fresh() {
  vi.resetModules();
  return import('../../src/lib/chunkErrors');
}

const CHUNK = 'http://localhost/assets/SearchDialog-abc123.js';
const chunkError = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

let online = true;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  history.replaceState(null, '');
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function answer(status: number, type = 'text/javascript') {
  const fetch = vi.fn(() =>
    Promise.resolve(new Response(null, { status, headers: { 'content-type': type } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('when the page may reload', () => {
  it('may with nothing typed, not offline, not with text in a form, not while an enquiry is sent', async () => {
    const { reasonNotToReload } = await fresh();
    document.body.innerHTML = `<form><input name="name"><textarea></textarea><input type="checkbox" checked></form>
      <input id="outside" value="not in a form">`;
    expect(reasonNotToReload()).toBeNull();

    online = false;
    expect(reasonNotToReload()).toBe('offline');
    online = true;

    document.querySelector('textarea')!.value = 'Two cryostats';
    expect(reasonNotToReload()).toBe('typed');
    document.querySelector('textarea')!.value = '  ';
    expect(reasonNotToReload()).toBeNull();

    document.querySelector('form')!.setAttribute('aria-busy', 'true');
    expect(reasonNotToReload()).toBe('sending');
  });

  it('reloads once per page, marked in the history entry (no storage), the address unchanged', async () => {
    const before = location.href;
    history.replaceState({ idx: 3, key: 'k' }, '');
    const first = await fresh();
    expect(first.reloadOnceForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(history.state).toMatchObject({ idx: 3, key: 'k', ivmChunkReload: expect.any(Number) });
    expect(location.href).toBe(before);

    // The reloaded page: its history entry holds the mark, so it stays as it is.
    const second = await fresh();
    expect(second.reloadOnceForChunkError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload with text typed, nor offline', async () => {
    document.body.innerHTML = '<form><input value="Dr. Early"></form>';
    expect((await fresh()).reloadOnceForChunkError()).toBe(false);
    document.body.innerHTML = '';
    online = false;
    expect((await fresh()).reloadOnceForChunkError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('why a chunk failed', () => {
  it('gone when its URL answers 404 or 410 (or a page), offline when the request fails, else unknown', async () => {
    const { whyChunkFailed } = await fresh();
    const fetch = answer(404);
    expect(await whyChunkFailed(chunkError())).toBe('gone');
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    answer(410);
    expect(await whyChunkFailed(chunkError())).toBe('gone');
    answer(200, 'text/html');
    expect(await whyChunkFailed(chunkError())).toBe('gone');
    answer(200);
    expect(await whyChunkFailed(chunkError())).toBe('unknown');
    answer(503);
    expect(await whyChunkFailed(chunkError())).toBe('unknown');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await whyChunkFailed(chunkError())).toBe('offline');
    online = false;
    expect(await whyChunkFailed(chunkError())).toBe('offline');
  });

  it("asks for the page's first chunk when the browser names none", async () => {
    const { whyChunkFailed } = await fresh();
    document.body.innerHTML =
      '<div id="root" data-modules="/assets/app-x.js /assets/ProductPage-y.js"></div>';
    const fetch = answer(404);
    expect(await whyChunkFailed(new TypeError('Importing a module script failed.'))).toBe('gone');
    expect(fetch).toHaveBeenCalledWith('http://localhost:3000/assets/app-x.js', expect.anything());
  });
});

describe('loadWhenOnline', () => {
  it('waits for the network, says so meanwhile, then loads what it could not', async () => {
    const { loadWhenOnline, isWaitingForNetwork } = await fresh();
    online = false;
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('the dialog');
    const loading = loadWhenOnline(load);
    await vi.waitFor(() => expect(isWaitingForNetwork()).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('the dialog');
    expect(load).toHaveBeenCalledTimes(2);
    expect(isWaitingForNetwork()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once for a gone chunk; with text typed it gives up instead', async () => {
    answer(404);
    const first = await fresh();
    void first.loadWhenOnline(() => Promise.reject(chunkError()));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    history.replaceState(null, '');
    document.body.innerHTML = '<form><input value="Dr. Early"></form>';
    const second = await fresh();
    await expect(second.loadWhenOnline(() => Promise.reject(chunkError()))).rejects.toThrow(/dynamically/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes any other error on at once', async () => {
    const { loadWhenOnline } = await fresh();
    const load = vi.fn(() => Promise.reject(new Error('SecurityError: storage is blocked')));
    await expect(loadWhenOnline(load)).rejects.toThrow('storage is blocked');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s between attempts', async () => {
    const { retryWait } = await fresh();
    expect([0, 1, 2, 3, 4, 5, 9].map(retryWait)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe('the quote list without storage', () => {
  it('works for the visit in memory when storage throws', async () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.resetModules();
    const { addToQuoteList, getQuoteList, removeFromQuoteList } =
      await import('../../src/shared/quoteList/quoteList');
    addToQuoteList('hist4');
    addToQuoteList('lab2');
    expect(getQuoteList().map((product) => product.id)).toEqual(['hist4', 'lab2']);
    removeFromQuoteList('hist4');
    expect(getQuoteList().map((product) => product.id)).toEqual(['lab2']);
  });

  it('goes on in memory when storage is full', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    localStorage.clear();
    vi.resetModules();
    const { addToQuoteList, getQuoteList } = await import('../../src/shared/quoteList/quoteList');
    addToQuoteList('prod12');
    expect(getQuoteList().map((product) => product.id)).toEqual(['prod12']);
  });
});
