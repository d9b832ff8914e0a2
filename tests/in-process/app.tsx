// The portal in-process: the app's own route modules, under root's App and the two guards, in a
// memory router rendered by React Testing Library in happy-dom, with every call the page makes —
// /api/, the identity provider's, the dev tools' — answered by the dev backend in the same process
// (ADR 085). What a route does with what the platform answers is proven here at a fifth to a tenth of a
// browser's cost; what only a browser shows (CSP, real navigation, focus in view, axe, layout) stays
// in tests/e2e/. One app per test file: the file's vitest project runs each file isolated.
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  createMemoryRouter,
  createPath,
  RouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type RouteObject,
} from "react-router";
import { Footer } from "#app/components/footer.tsx";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { i18n } from "#app/i18n/i18n.ts";
import routeConfig from "#app/routes.ts";
import { SIGNED_IN_HINT_KEY } from "#app/auth/signed-in-hint.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { resetConsentStore } from "#app/consent/consent-store.ts";
import { Browser, ORIGIN, setup, type Setup } from "#scripts/dev-backend/test-support.ts";
import { seriesProblems } from "#scripts/dev-backend/documents/series.ts";
import { parseTestToday } from "#scripts/dev-backend/core/test-today.ts";
import { DEFAULT_TEST_TODAY } from "#tests/e2e/clock.ts";

// A step waits up to 15 s for the page: Testing Library's default, 1 s, is short for a whole route's
// calls on a busy 2-core machine, where npm test runs these beside the build (ADR 094); a test has
// 30 s (vite.config.ts).
configure({ asyncUtilTimeout: 15_000 });

type Module = Record<string, unknown>;
const modules = import.meta.glob<Module>("../../app/routes/*.tsx", { eager: true });
const root = await import("#app/root.tsx");

/** What root's Layout puts around every page in the document's body: the header, main, the footer. */
function inBody(Page: () => ReactNode) {
  return function Body() {
    return (
      <>
        <root.SessionHeader />
        <main id="hovedinnhold" tabIndex={-1}>
          <Page />
        </main>
        <Footer />
      </>
    );
  };
}

/** What a module of app/routes/ gives its route, as React Router's framework mode reads it. */
function partsOf(file: string, id = file.replace(/\.tsx$/, "")) {
  const module = modules[`../../app/${file}`];
  if (!module) throw new Error(`No route module app/${file}`);
  return {
    id,
    loader: module.clientLoader as never,
    action: module.clientAction as never,
    // Given their props as the framework gives them (its Vite plugin wraps them so).
    Component: module.default ? withComponentProps(module.default as never) : undefined,
    ErrorBoundary: module.ErrorBoundary ? withErrorBoundaryProps(module.ErrorBoundary as never) : undefined,
    middleware: module.clientMiddleware as never,
    shouldRevalidate: module.shouldRevalidate as never,
    handle: module.handle,
  };
}

/** A route of app/routes.ts's config as a route object, its children with it. */
function toRoute(entry: RouteConfigEntry): RouteObject {
  const parts = partsOf(entry.file, entry.id);
  if (entry.index) return { ...parts, index: true };
  return { ...parts, path: entry.path?.replace(/^\//, ""), children: entry.children?.map(toRoute) };
}

/** app/routes.ts's tree itself (the open routes, the guards as pathless layouts), under root. */
const ROUTES: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: inBody(withComponentProps(root.default)),
    ErrorBoundary: inBody(withErrorBoundaryProps(root.ErrorBoundary as never)),
    middleware: root.clientMiddleware as never,
    children: routeConfig.map(toRoute),
  },
];

/**
 * happy-dom's Response, like a browser's, hides the Set-Cookie lines of its headers from script.
 * The dev backend builds its answers with the global Response: in this process it gets one whose
 * headers keep them, as Node's do, so the page's cookie jar (and Browser's) gets what a browser
 * would keep.
 */
function answersKeepTheirCookies() {
  const DomResponse = globalThis.Response;
  class ResponseWithCookies extends DomResponse {
    constructor(body?: BodyInit | null, init?: ResponseInit) {
      super(body, init);
      const cookies = init?.headers ? new Headers(init.headers).getSetCookie() : [];
      if (cookies.length === 0) return;
      const headers = new Headers(this.headers);
      for (const line of cookies) headers.append("Set-Cookie", line);
      Object.defineProperty(this, "headers", { value: headers });
    }
  }
  vi.stubGlobal("Response", ResponseWithCookies);
}

/**
 * A browser's FormData refuses a submitter that is not an element; happy-dom's takes anything.
 * React Router asks (`new FormData(form, 0)`) whether the browser puts the clicked button's name and
 * value in by itself: told no, it adds them again, and a named button's value went twice (the
 * consent settings' `choice`), which the form's schema refused without a call.
 */
function formDataAsABrowsersIs() {
  const DomFormData = globalThis.FormData;
  class BrowserFormData extends DomFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      if (submitter !== undefined && submitter !== null && !(submitter instanceof HTMLElement))
        throw new TypeError("Failed to construct 'FormData': parameter 2 is not of type 'HTMLElement'.");
      super(form, submitter);
    }
  }
  vi.stubGlobal("FormData", BrowserFormData);
}

export interface InProcessApp extends Setup {
  /** The page's cookies, and the dev tools' calls made with them. */
  browser: Browser;
  /** Every call the page made, "GET /api/… 200", in order (a beacon's and the identity provider's too). */
  calls: string[];
  /** The body of the last answer to the page's call ("GET /api/…"), as JSON. */
  answerTo: (call: string) => Promise<unknown>;
  /** Where the page sent the browser away to (window.location.assign), if it did. */
  leftFor: () => string | null;
  /** Signs in as the persona: the sessions /callback would leave, and this tab's signed-in hint. */
  signIn: (persona: string) => Promise<void>;
  /** Where the page is: its path, query and hash. */
  location: () => string;
  /** A new visitor: no cookies, nothing kept from whoever was here (the storages go before each test). */
  forgetVisitor: () => Promise<void>;
  /**
   * Loads `path` as a new page would (an address typed, a reload, a link from an e-mail): what was
   * on screen goes, and so do the session and the answers the last page kept for 5 minutes; the
   * cookies and the storages stay, as a browser keeps them. Waits for the page's level-1 heading
   * (`heading` names it, when given). What the app's modules keep for a page's lifetime stays: one
   * app starts sign-in once (ADR 085).
   */
  open: (path: string, heading?: string | RegExp) => Promise<void>;
  /** Signs in as the persona and opens `path` (the front page by default). */
  openAs: (persona: string, path?: string, heading?: string | RegExp) => Promise<void>;
  /**
   * Where the page sent the browser away to (a full page load: the identity provider, a payment
   * provider, the bank), once it has, `pattern` matched against the whole address: its path and query.
   */
  leftForPath: (pattern: RegExp) => Promise<string>;
  /**
   * The reader's click on a button of a page the stand-in serves for someone else (the payment
   * provider's, the bank's): its form posted as the browser posts it. Returns where that page sends
   * the browser back to, its path and query, to be opened as the new page it is.
   */
  answerAt: (path: string, outcome: string) => Promise<string>;
  /** A page the stand-in serves for someone else (the provider's, the bank's), as the browser shows it. */
  pageAt: (path: string) => Promise<HTMLElement>;
  /** Moves within the app, as a link does. */
  go: (path: string) => Promise<void>;
  /**
   * Time passes: the stand-in's clock (/_dev/clock) and the page's (the pinned Date) move on
   * together, as a journey's advanceClock moves both (tests/e2e/session.ts). Answers the new instant.
   */
  advanceClock: (by: { minutes?: number; hours?: number; days?: number }) => Promise<Date>;
  /** A fault of the dev backend (/_dev/faults) for the next `times` calls of `path`. */
  setFault: (path: string, fault: string, times?: number) => Promise<void>;
  clearFaults: () => Promise<void>;
  /** The browser offline: every call fails before it leaves, and navigator.onLine says so. */
  setOffline: (offline: boolean) => void;
  /** The 5 minutes the session and the read answers are kept are over (SPEC §9). */
  forgetKept: () => Promise<void>;
  /**
   * A fresh stand-in, as a journey's reset gives one: the seed again at the pinned instant, no
   * cookies, no faults, no calls counted. For a file whose tests each change what a persona has.
   */
  reset: () => Promise<void>;
}

/**
 * The portal of the sandbox title (titles/sbx.json) at http://sbx.localhost:4173, on a fresh
 * backend whose clock stands at the unit suite's pinned instant (TEST_TODAY, else the journeys'
 * default). `console.error` and `console.warn` are quiet: a failing call is logged by the app.
 */
export function startApp(): InProcessApp {
  answersKeepTheirCookies();
  formDataAsABrowsersIs();
  // The stand-in on the day the page's clock is pinned to (tests/setup-unit.ts): one day for both.
  const fresh = () => setup({ now: parseTestToday(process.env.TEST_TODAY || DEFAULT_TEST_TODAY) });
  let backend = fresh();
  const browser = new Browser(backend.app);
  const calls: string[] = [];
  const answers = new Map<string, Response>();
  let inFlight = 0;
  let offline = false;
  let leftFor: string | null = null;
  let router: ReturnType<typeof createMemoryRouter> | null = null;

  // Before each test: the unit suite restores every spy after one (restoreMocks), and puts the
  // window back at another address (tests/setup-unit-dom.ts); the title's origin holds its cookies.
  beforeEach(() => {
    setURL("/");
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(window.location, "assign").mockImplementation((url: string | URL) => {
      leftFor = String(url);
    });
  });
  // Whatever the test did, every title's documents still form one series without a gap, each
  // document with its number (ADR 072): what every browser journey's fixture checks after it.
  afterEach(() => {
    expect(seriesProblems(backend.db), "the titles' document series").toEqual([]);
  });
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => !offline });
  // The monitoring's beacons go the way of every other call (happy-dom's own would leave the process).
  Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: () => false });

  /**
   * One cookie an answer set, kept as a browser keeps it: in the jar every call sends, and, when
   * script may read it, in document.cookie (the CSRF cookie the page repeats in a header).
   */
  const keepCookie = (name: string, value: string, attributes: string) => {
    const gone = /max-age=0/i.test(attributes) || value === "";
    if (gone) browser.cookies.delete(name);
    else browser.cookies.set(name, value);
    if (/httponly/i.test(attributes)) return;
    document.cookie = gone
      ? `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
      : `${name}=${value}; path=/`;
  };
  // The dev tools' calls, made through Browser (which reads the lines into lastSetCookies), set the
  // page's cookies too.
  const fetchAsBrowser = browser.fetch.bind(browser);
  browser.fetch = async (...args) => {
    const response = await fetchAsBrowser(...args);
    for (const [name, { value, attributes }] of browser.lastSetCookies) keepCookie(name, value, attributes);
    return response;
  };
  const setURL = (path: string) =>
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${ORIGIN}${path}`);
  /** No cookies: neither the ones every call sends nor the ones script reads. */
  const forgetCookies = () => {
    browser.cookies.clear();
    for (const cookie of document.cookie.split(";")) {
      const name = cookie.split("=")[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  };
  const cookieHeader = () => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const source = input instanceof Request ? input : null;
    const url = new URL(source ? source.url : String(input), ORIGIN);
    const method = (init?.method ?? source?.method ?? "GET").toUpperCase();
    if (offline) {
      calls.push(`${method} ${url.pathname} offline`);
      throw new TypeError("Failed to fetch");
    }
    const headers = new Headers(init?.headers ?? source?.headers);
    const body = method === "GET" || method === "HEAD" ? undefined : (init?.body ?? (await source?.text()));
    inFlight += 1;
    try {
      return await answer(url, method, headers, body);
    } finally {
      inFlight -= 1;
    }
  });

  async function answer(url: URL, method: string, headers: Headers, body: BodyInit | null | undefined) {
    const request = new Request(url, { method, headers, body });
    // happy-dom's Request drops Cookie and Host given to its constructor, as a browser's does.
    request.headers.set("Cookie", cookieHeader());
    request.headers.set("Host", url.host);
    const response = await backend.app.fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      keepCookie(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1), attributes.join(";"));
    }
    calls.push(`${method} ${url.pathname} ${response.status}`);
    answers.set(`${method} ${url.pathname}`, response.clone());
    return response;
  }

  const dev = async (path: string, init: Parameters<Browser["fetch"]>[1]) => {
    const response = await browser.fetch(path, init);
    if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${path}: ${response.status}`);
  };

  return {
    get app() {
      return backend.app;
    },
    get db() {
      return backend.db;
    },
    // The stand-in's instant as its answers give it: its own clock and what /_dev/clock has moved
    // it on by (advanceClock, or a journey's own call). Set, it moves the stand-in's own clock.
    get clock() {
      const { clock, app } = backend;
      return {
        get now() {
          return clock.now + app.devClock.offsetMs;
        },
        set now(instant: number) {
          clock.now = instant - app.devClock.offsetMs;
        },
      };
    },
    browser,
    calls,
    leftFor: () => leftFor,
    async answerTo(call) {
      const answer = answers.get(call);
      if (!answer) throw new Error(`The page did not call ${call}`);
      return answer.clone().json();
    },
    async signIn(persona) {
      const response = await browser.fetch("/_dev/sign-in", { method: "POST", json: { persona } });
      if (!response.ok) throw new Error(`No persona ${persona}`);
      const { cookies } = (await response.json()) as { cookies: Record<string, string> };
      for (const [name, value] of Object.entries(cookies)) browser.cookies.set(name, value);
      localStorage.setItem(SIGNED_IN_HINT_KEY, "1");
    },
    location: () => (router ? createPath(router.state.location) : ""),
    async forgetVisitor() {
      forgetCookies();
      await invalidateSession({ broadcast: false });
    },
    async open(path, heading) {
      // A new page: the last one's screen and what it kept in memory are gone.
      if (router) {
        cleanup();
        router = null;
        await invalidateSession({ broadcast: false });
        // The consent choices are read again from where the browser keeps them, as a new page does.
        resetConsentStore();
      }
      leftFor = null;
      setURL(path);
      router = createMemoryRouter(ROUTES, { initialEntries: [path] });
      // The address bar follows the page once a navigation has ended, as a browser's does: until
      // then window.location is the page being left (app/navigation/return-target.ts reads both).
      router.subscribe((state) => {
        if (state.navigation.state === "idle") setURL(createPath(state.location));
      });
      render(
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>,
      );
      await screen.findByRole("heading", { level: 1, ...(heading === undefined ? {} : { name: heading }) });
    },
    async openAs(persona, path = "/", heading) {
      await this.signIn(persona);
      await this.open(path, heading);
    },
    async leftForPath(pattern) {
      await waitFor(() => expect(leftFor).toMatch(pattern));
      const url = new URL(leftFor!);
      return `${url.pathname}${url.search}`;
    },
    async answerAt(path, outcome) {
      const response = await browser.fetch(path, { method: "POST", form: { outcome }, csrf: false });
      expect(response.status, `${path} answered ${outcome}`).toBe(303);
      const back = new URL(response.headers.get("Location")!, ORIGIN);
      return `${back.pathname}${back.search}`;
    },
    async pageAt(path) {
      const response = await browser.fetch(path);
      expect(response.status, path).toBe(200);
      return new DOMParser().parseFromString(await response.text(), "text/html").body;
    },
    async go(path) {
      if (!router) throw new Error("open() the app first");
      const current = router;
      // What the page was still doing (a redirect after a retry, a revalidation, a call) ends first,
      // as a reader's next click comes after it: else it lands in the middle of this navigation.
      await waitFor(
        () => {
          expect(inFlight).toBe(0);
          expect(current.state.navigation.state).toBe("idle");
          expect(current.state.revalidation).toBe("idle");
        },
        { timeout: 15_000 },
      );
      await act(async () => {});
      leftFor = null;
      // Not inside act(): act holds React's renders back until the navigation has ended, and the
      // spinner shown while it runs is part of what is proven. The queries wait for the renders.
      await router.navigate(path);
      // What the navigation's end set off rendered, before anything is read off the screen.
      await act(async () => {});
    },
    async advanceClock(by) {
      const response = await browser.fetch("/_dev/clock", { method: "POST", json: by, csrf: false });
      expect(response.ok, "the stand-in's clock moved").toBe(true);
      const now = new Date(((await response.json()) as { now: string }).now);
      vi.setSystemTime(now);
      return now;
    },
    setFault: (path, fault, times = 10) =>
      dev("/_dev/faults", { method: "POST", json: { path, fault, times }, csrf: false }),
    clearFaults: () => dev("/_dev/faults", { method: "DELETE", csrf: false }),
    setOffline(value) {
      offline = value;
      window.dispatchEvent(new Event(value ? "offline" : "online"));
    },
    forgetKept: () => invalidateSession({ broadcast: false }),
    async reset() {
      backend = fresh();
      browser.app = backend.app;
      forgetCookies();
      calls.length = 0;
      answers.clear();
      leftFor = null;
      offline = false;
      resetConsentStore();
      await invalidateSession({ broadcast: false });
    },
  };
}

/**
 * What a reader does to the page, each inside act() so that what it sets off (a send, a navigation,
 * the renders after them) has run before the test reads the screen. A form's send is a click on its
 * button: happy-dom submits the form, and the route's clientAction runs as in a browser.
 */
export const reader = {
  /**
   * Types `value` into a text field (replacing what was there): an `input` event, which the form kit
   * and React both read, then the `change` a browser sends when the field is left.
   */
  fill: (field: HTMLElement, value: string) =>
    act(async () => {
      fireEvent.input(field, { target: { value } });
      fireEvent.change(field, { target: { value } });
    }),
  /** Clicks a button or link, or ticks a checkbox or radio button. */
  click: (element: HTMLElement) =>
    act(async () => {
      fireEvent.click(element);
    }),
  /**
   * Clicks a link that hands the browser a file to save (app/components/pdf-download.tsx makes a link
   * to the bytes and clicks it): the file's name and bytes, caught instead of saved.
   */
  async download(link: HTMLElement): Promise<{ fileName: string; bytes: Uint8Array }> {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:caught";
    });
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      await reader.click(link);
      await waitFor(() => expect(names).toHaveLength(1));
    } finally {
      click.mockRestore();
      create.mockRestore();
      revoke.mockRestore();
    }
    return { fileName: names[0]!, bytes: new Uint8Array(await blobs[0]!.arrayBuffer()) };
  },
  /** Chooses an option of a select by its value. */
  select: (select: HTMLElement, value: string) =>
    act(async () => {
      fireEvent.change(select, { target: { value } });
    }),
};

/**
 * What a screen reader says of an element after its name: the texts its `aria-describedby` names,
 * in order, with whitespace as it is read (a field's hint, its message).
 */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The stand-in payment provider's page, where the page sends the browser to pay or to add a method. */
export const PROVIDER_PAGE = /\/_dev\/payment\/[^/?]+$/;

/** The status message (role="status") that says `text`, once the page shows it. */
export async function statusSaying(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole("status").find((status) => status.textContent?.includes(text));
    expect(found, `a status saying "${text}"`).toBeDefined();
  });
  return found!;
}
