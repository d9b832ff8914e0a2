import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from "react";
import {
  createPath,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useSubmit,
} from "react-router";
import type { Route } from "./+types/root";
import { useAdapters } from "./adapters.ts";
import { rememberPageBeingLoaded } from "#app/navigation/return-target.ts";
import { setSessionStatus, useSessionStatus } from "./auth/session-status.ts";
import {
  forgetDraft,
  restoredDraftPage,
  setDraftRestoredOn,
  useUnclaimedDraft,
} from "#app/forms/draft-restored.ts";
import { maySignedIn, onSignedInHintChange } from "./auth/signed-in-hint.ts";
import { GeneralErrorBoundary } from "./components/error-boundary.tsx";
import { Footer } from "./components/footer.tsx";
import { Header } from "./components/header.tsx";
import { flowMessage, useFlowMessage } from "#app/navigation/flow-message.ts";
import { CALLBACK_PATH } from "./domain/callback-path.ts";
import { Spinner } from "./components/spinner.tsx";
import { i18n } from "#app/i18n/i18n.ts";
import { currentTitle, titleScript } from "./title/current-title.ts";
import "./styles/app.css";

/** The document: everything here is in the prerendered HTML before any JavaScript runs. */
export function Layout({ children }: { children: ReactNode }) {
  const title = currentTitle();
  const brand = { "--brand": title.brandColour } as CSSProperties;
  return (
    <I18nProvider i18n={i18n}>
      <html lang={title.locale} className={title.titleDomain} style={brand}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <DocumentTitle name={title.name} />
          {/* The title's icon from its own bundle (titles/<code>/favicon.svg), never the newspaper's site. */}
          <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
          <meta name="theme-color" content={title.brandColour} />
          <script dangerouslySetInnerHTML={{ __html: titleScript(title) }} />
          <Meta />
          <Links />
        </head>
        <body>
          <SessionHeader />
          <main id="hovedinnhold" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </I18nProvider>
  );
}

/**
 * The header with login or logout by session state; logout loads the sign-in code on demand.
 * Exported for the in-process harness, which renders the document's body around the routes
 * (tests/in-process/app.tsx).
 */
export function SessionHeader() {
  const status = useSessionStatus();
  const onLogout = () => {
    // Signing out leaves nothing typed behind in this tab (ADR 024).
    forgetDraft();
    void import("./auth/login.ts").then(({ logout }) => logout());
  };
  return <Header signedIn={status === "signed-in"} onLogout={onLogout} />;
}

/** "Min side - {name}" (SPEC §1). */
function DocumentTitle({ name }: { name: string }) {
  const { t } = useLingui();
  return <title>{t`Min side - ${name}`}</title>;
}

/** Every navigation and fetcher: sign-in comes back to the page being opened (navigation/return-target.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [rememberPageBeingLoaded];

export default function App() {
  const navigation = useNavigation();
  const message = useFlowMessage();
  const location = useLocation();
  const firstRender = useRef(true);
  useAdapters();
  // A draft kept for this page that no form took says so (forms/draft.ts); after the screen's effects.
  useUnclaimedDraft();

  // SPEC §4: the spinner shows while a route loads, with the default message; a flow's own message
  // (sign-in, sign-out) lasts until the next navigation starts or ends.
  useLayoutEffect(() => {
    flowMessage.clear();
  }, [navigation.state]);

  // Once the first page has loaded, learn in the background whether someone is signed in, so the
  // header can offer logout. Quiet: this never sends anyone to sign-in. Not before: on a page under
  // a guard the guard has then loaded the session already, and this reads it from the 5-minute
  // cache instead of racing the guard with calls of its own. Only when this browser has signed in
  // and not out (auth/signed-in-hint.ts): an anonymous reader's page loads no sign-in code and makes
  // no call. Never on /callback, where the code exchange is still running.
  useEffect(() => {
    const check = (maySignedIn: boolean) => {
      if (!maySignedIn) {
        setSessionStatus("anonymous");
        return;
      }
      if (window.location.pathname === CALLBACK_PATH) return;
      void import("./auth/session.ts").then(({ loadSession }) =>
        loadSession({ quiet: true }).catch((error: unknown) => console.warn("Session check failed", error)),
      );
    };
    check(maySignedIn());
    return onSignedInHintChange(check);
  }, []);

  // Back from a payment provider, the browser may restore this page from its back/forward cache
  // as it was left: mid-submit, with stale data. Load it afresh so it shows the order as it is now.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  // The part of a page a link asks for (#id): a screen's key redirect (app/forms/intent.ts) cannot
  // carry it, as a request has no fragment, so it is kept from the click on the link (Enter on a
  // link is a click too).
  const partAsked = useRef<{ pathname: string; hash: string } | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      partAsked.current = link.hash ? { pathname: link.pathname, hash: link.hash } : null;
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  // After a client-side navigation, move focus to the new page's heading for screen readers; a link
  // to a part of the page (its #id) lands on that part instead, in view and focused, rather than
  // the heading's focus pulling the page back to its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const asked = partAsked.current?.pathname === location.pathname ? partAsked.current.hash : "";
    partAsked.current = null;
    const hash = window.location.hash || asked;
    const id = hash ? decodeURIComponent(hash.slice(1)) : "";
    const part = id ? document.getElementById(id) : null;
    if (part) {
      if (!part.hasAttribute("tabindex")) part.setAttribute("tabindex", "-1");
      part.focus({ preventScroll: true });
      part.scrollIntoView({ block: "start", behavior: "instant" });
    } else document.querySelector<HTMLElement>("main h1")?.focus();
  }, [location.pathname]);

  // "What you typed is filled in again" belongs to the page it was said on, until it is sent.
  const sending = navigation.state === "submitting";
  useEffect(() => {
    if (sending) setDraftRestoredOn(null);
  }, [sending]);
  useEffect(() => {
    if (restoredDraftPage() !== location.pathname) setDraftRestoredOn(null);
  }, [location.pathname]);

  // The spinner "starts shown" (SPEC §4): that is the HydrateFallback. After it the overlay shows only
  // while a route is loading, or while a flow has given its own message (sign-in, sign-out).
  const spinner = navigation.state !== "idle" || message !== null;

  // "Prøv igjen" when loading takes too long: the same navigation, or the same submit (its
  // idempotency key is in the form, so sending it again acts once), started afresh.
  const navigate = useNavigate();
  const submit = useSubmit();
  const retryLoading = () => {
    const { location: target, formData, formMethod, formAction } = navigation;
    if (formData && formMethod && formMethod !== "GET")
      void submit(formData, { method: formMethod as "post", action: formAction });
    else if (target) void navigate(createPath(target), { replace: true });
    else window.location.reload();
  };

  return (
    <>
      {spinner ? <Spinner message={message ?? undefined} onRetry={retryLoading} /> : null}
      <Outlet />
    </>
  );
}

/**
 * Shown while the SPA fallback loads the route's code (SPEC §4: the spinner starts shown). The
 * spinner is an overlay, so <main> would be empty and the footer right under the header; the page
 * then pushed it down (CLS 0.396). The space is kept instead: a screen's height.
 */
export function HydrateFallback() {
  return (
    <>
      <Spinner />
      <div className="page-space" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
