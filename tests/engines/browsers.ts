/**
 * Firefox and WebKit from the system's packages (Debian's firefox-esr and webkit2gtk-driver), each
 * driven by the protocol it speaks without a downloaded driver, behind one small interface (Tab) so
 * that every check is written once for both (docs/testing-engines.md says why two libraries):
 *
 * - Firefox: puppeteer-core starts firefox-esr itself and speaks WebDriver BiDi to it (no
 *   geckodriver). It can intercept requests, take a tab offline and report console errors.
 * - WebKit: selenium-webdriver speaks WebDriver classic to WebKitWebDriver, which starts WebKitGTK's
 *   MiniBrowser, under an Xvfb display of its own. Classic has no interception, no offline mode and no
 *   console: a proxy in the test process (./proxy.ts) holds scripts or goes away instead.
 *
 * FIREFOX_PATH, WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH and XVFB_PATH override where they are.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import puppeteer, { type Browser, type EvaluateFunc, type HTTPRequest, type Page } from 'puppeteer-core';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../servers';
import { startProxy } from './proxy';

export type EngineName = 'firefox' | 'webkit';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const WEBKIT_BROWSER_PATH =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = process.env.XVFB_PATH ?? 'Xvfb';

/** How long a condition may take before the check fails, in ms (hydration on a busy 2-core machine). */
const WAIT = 20_000;

/** A function run in the page: its arguments and result cross as JSON. */
type InPage<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/** The scripts of the site held back, as on a slow network, until `release()`. */
export interface HeldScripts {
  /** The origin to open the site at for the hold to apply. */
  origin: string;
  /** How many script files are waiting now. */
  waiting: () => number;
  release: () => Promise<void>;
}

/** The site at an origin the test can take away from the browser. */
export interface Unplugged {
  origin: string;
  /** From now on the browser reaches nothing there. */
  goOffline: () => Promise<void>;
  /** What it means in this engine, for the test's title and the reader of a failure. */
  how: string;
}

/** One tab of a fresh profile (nothing stored, no service worker), in either engine. */
export interface Tab {
  readonly engine: EngineName;
  /** Opens `url` and resolves once its document is parsed (its scripts may still be on the way). */
  goto: (url: string) => Promise<void>;
  /** Loads the page again, resolving as goto does. */
  reload: () => Promise<void>;
  evaluate: <A extends unknown[], R>(fn: InPage<A, R>, ...args: A) => Promise<R>;
  /** Resolves once `fn` returns something truthy in the page; fails after WAIT, saying `what`. */
  waitFor: <A extends unknown[]>(what: string, fn: InPage<A, unknown>, ...args: A) => Promise<void>;
  /** A real click (the driver's pointer input) at the middle of the first element matching `selector`. */
  click: (selector: string) => Promise<void>;
  /** Real key presses, one per character, into the element matching `selector`. */
  type: (selector: string, text: string) => Promise<void>;
  /** Real key presses, one per character, into whatever has the focus (nothing focused first). */
  keys: (text: string) => Promise<void>;
  /** Sets the viewport (Firefox) or the window (WebKit) to about this size; resolves to innerWidth. */
  resize: (width: number, height: number) => Promise<number>;
  /** Holds every /assets/*.js of the site at `origin` until released. Call before goto. */
  holdScripts: (origin: string) => Promise<HeldScripts>;
  /** The site at `origin`, through something this engine can cut. Call before the first goto. */
  unplug: (origin: string) => Promise<Unplugged>;
  /** Uncaught errors and console errors so far; null where the driver cannot see them (WebKit). */
  errors: () => string[] | null;
  close: () => Promise<void>;
}

export interface EngineBrowser {
  /** The browser's own name and version, as it reports them. */
  version: string;
  newTab: () => Promise<Tab>;
  close: () => Promise<void>;
}

const SCRIPT = /^\/assets\/.+\.js$/;

async function timedOut(what: string, wait: Promise<unknown>): Promise<void> {
  try {
    await wait;
  } catch (error) {
    throw new Error(`Waited ${WAIT / 1000} s for: ${what}\n  (${(error as Error).message})`, {
      cause: error,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Firefox over WebDriver BiDi (puppeteer-core)

/** Starts firefox-esr, headless, with WebDriver BiDi; each tab gets a user context of its own. */
export async function launchFirefox(): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    // nginx's certificate (tests/serve-nginx.ts) is self-signed.
    acceptInsecureCerts: true,
  });
  return {
    version: await browser.version(),
    newTab: async () => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const cleanups: (() => Promise<void>)[] = [async () => context.close()];
      return firefoxTab(page, cleanups);
    },
    close: () => browser.close(),
  };
}

function firefoxTab(page: Page, cleanups: (() => Promise<void>)[]): Tab {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${(error as Error).message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url ?? ''})`);
  });
  // The arguments are plain values, never element handles, so puppeteer's view of them (InnerParams)
  // is the same type, and so is the result it serializes back.
  const evaluate = async <A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<R> =>
    (await page.evaluate(fn as unknown as EvaluateFunc<A>, ...args)) as R;
  return {
    engine: 'firefox',
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'domcontentloaded' });
    },
    evaluate,
    waitFor: (what, fn, ...args) =>
      timedOut(
        what,
        page.waitForFunction(
          fn as unknown as EvaluateFunc<typeof args>,
          { polling: 100, timeout: WAIT },
          ...args,
        ),
      ),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    keys: (text) => page.keyboard.type(text),
    resize: async (width, height) => {
      await page.setViewport({ width, height });
      return page.evaluate(() => innerWidth);
    },
    holdScripts: async (origin) => {
      const waiting: HTTPRequest[] = [];
      let holding = true;
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (holding && SCRIPT.test(new URL(request.url()).pathname)) waiting.push(request);
        else void request.continue();
      });
      return {
        origin,
        waiting: () => waiting.length,
        release: async () => {
          holding = false;
          await Promise.all(waiting.splice(0).map((request) => request.continue()));
        },
      };
    },
    unplug: async (origin) => ({
      origin,
      how: "puppeteer's setOfflineMode (BiDi emulation.setNetworkConditions, offline)",
      goOffline: () => page.setOfflineMode(true),
    }),
    errors: () => errors,
    close: async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// WebKit over WebDriver classic (selenium-webdriver, WebKitWebDriver, MiniBrowser)

/** An X server of its own on a display it chose itself (-displayfd), so no other Xvfb is in its way. */
async function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  const xvfb: ChildProcess = spawn(
    XVFB_PATH,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const fd3 = xvfb.stdio[3] as NodeJS.ReadableStream;
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    fd3.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) =>
      reject(new Error(`${XVFB_PATH} exited (${code}) before it had a display:\n${stderr}`)),
    );
  });
  return {
    display,
    stop: async () => {
      if (xvfb.exitCode !== null || xvfb.signalCode !== null) return;
      xvfb.kill('SIGTERM');
      await once(xvfb, 'exit');
    },
  };
}

/** Starts WebKitWebDriver on `port` and resolves once it answers, with the way to stop it. */
async function startWebKitDriver(port: number, display: string): Promise<() => Promise<void>> {
  // One session at a time is all it allows: one a failed test left is replaced, not in the way.
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--replace-on-new-session'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: display, GDK_BACKEND: 'x11' },
    // A process group of its own, with the MiniBrowsers it starts: stopped together, none left over.
    detached: true,
  });
  let output = '';
  driver.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  driver.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (driver.exitCode !== null || driver.signalCode !== null) return;
    const exited = once(driver, 'exit');
    process.kill(-(driver.pid ?? 0), 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + WAIT;
  for (;;) {
    if (driver.exitCode !== null || driver.signalCode !== null)
      throw new Error(`${WEBKIT_DRIVER_PATH} exited before it answered:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return stop;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${WEBKIT_DRIVER_PATH} did not answer on port ${port}:\n${output}`);
    }
    // Polls the port the driver is starting on: there is no event to wait for.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How long a new WebKit session (a MiniBrowser starting) may take before the driver is restarted. */
const SESSION_START = 20_000;

/** Starts Xvfb and WebKitWebDriver; each tab is a WebDriver session: a MiniBrowser of its own. */
export async function launchWebKit(): Promise<EngineBrowser> {
  const xvfb = await startXvfb();
  const startDriver = async () => {
    const port = await freePort();
    const stop = await startWebKitDriver(port, xvfb.display);
    return { server: `http://127.0.0.1:${port}`, stop };
  };
  let driverProcess = await startDriver().catch(async (error: unknown) => {
    await xvfb.stop();
    throw error;
  });
  const session = () =>
    new Builder()
      .usingServer(driverProcess.server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // Navigation commands come back at once and the tab waits for the document itself (goto):
        // 'normal' would wait for the load event, which a held script delays, and 'eager' hangs this
        // driver (WebKitWebDriver 2.50: the next command never answers).
        pageLoadStrategy: 'none',
        // A script run while the document changes can hang (once, under load, for the default 30 s):
        // fail it early, and the wait asks again.
        timeouts: { script: 5_000 },
        'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER_PATH, args: ['--automation'] },
      })
      .build();
  // Under load a new session has once never answered (a MiniBrowser that did not start): that is
  // the harness, not the site, so the driver and its browsers are stopped and started again, once.
  const newTab = async () => {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), SESSION_START)));
    const first = await Promise.race([session(), hung]).finally(() => clearTimeout(timer));
    if (first !== 'hung') return webkitTab(first);
    await driverProcess.stop();
    driverProcess = await startDriver();
    return webkitTab(await session());
  };
  const first = await newTab();
  const version = `MiniBrowser (WebKitGTK) ${await first.evaluate(() => navigator.userAgent)}`;
  await first.close();
  return {
    version,
    newTab,
    close: async () => {
      await driverProcess.stop();
      await xvfb.stop();
    },
  };
}

function webkitTab(driver: WebDriver): Tab {
  const cleanups: (() => Promise<void>)[] = [];
  const evaluate = <A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<R> =>
    // WebDriver's Execute Script waits for a returned promise, as page.evaluate does.
    driver.executeScript<R>(fn, ...args);
  /** Navigates by `go`, then waits until a new document is parsed (the old one is marked first). */
  const navigate = async (go: () => Promise<void>) => {
    await evaluate(() => {
      (window as unknown as { leaving?: boolean }).leaving = true;
    });
    await go();
    await timedOut(
      'the new document parsed',
      driver.wait(
        () =>
          evaluate(
            () => !(window as unknown as { leaving?: boolean }).leaving && document.readyState !== 'loading',
          ).catch(() => false), // A script run while the document changes may fail: ask again.
        WAIT,
      ),
    );
  };
  return {
    engine: 'webkit',
    goto: (url) => navigate(() => driver.get(url)),
    reload: () => navigate(() => driver.navigate().refresh()),
    evaluate,
    waitFor: (what, fn, ...args) =>
      timedOut(
        what,
        // A script run while a link changes the document may fail: ask again.
        driver.wait(() => evaluate(fn, ...args).then(Boolean, () => false), WAIT),
      ),
    click: async (selector) => {
      await driver.findElement(By.css(selector)).click();
    },
    type: async (selector, text) => {
      await driver.findElement(By.css(selector)).sendKeys(text);
    },
    keys: async (text) => {
      // Perform Actions: key presses on the page as they come, not Element Send Keys, which focuses
      // its element first.
      await driver.actions().sendKeys(text).perform();
    },
    resize: async (width, height) => {
      await driver.manage().window().setRect({ width, height });
      return evaluate(() => innerWidth);
    },
    holdScripts: async (origin) => {
      const proxy = await startProxy(origin);
      cleanups.push(proxy.stop);
      proxy.holdScripts();
      return {
        origin: proxy.origin,
        waiting: proxy.held,
        release: async () => proxy.release(),
      };
    },
    unplug: async (origin) => {
      const proxy = await startProxy(origin);
      cleanups.push(proxy.stop);
      return {
        origin: proxy.origin,
        how: 'the server it loads the site from stops (WebDriver classic cannot take it offline)',
        goOffline: proxy.stop,
      };
    },
    errors: () => null,
    close: async () => {
      await driver.quit();
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}
