// The one error path (STYLE.md §8, epic-stack's GeneralErrorBoundary): every error boundary — the
// root's, and a route's where the screen can say more — renders this. It tells a refused session
// (sign-in is under way), a status the platform or the router answered (by `statusHandlers`; the
// router's own 404 is "Fant ikke siden" everywhere), a lost connection, an unexpected answer and anything else apart,
// always in Norwegian with a retry and the title's customer centre (./error-screen.tsx).
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import { ApiError, SignInStarted, type ApiErrorKind } from "#app/api/errors.ts";
import { CodeNotLoaded } from "#app/navigation/chunk-reload.ts";
import { ErrorScreen } from "./error-screen.tsx";
import styles from "./page.module.css";
import { Spinner } from "./spinner.tsx";

/**
 * What a part loaded only on signed-in screens says about an error of its own, before the general
 * words (a helper's refusal, ADR 054): that part registers it, so the shell every open page loads
 * carries none of it.
 */
let ownWords: ((error: unknown) => ReactNode) | null = null;
export function explainErrorsWith(explain: (error: unknown) => ReactNode) {
  ownWords = explain;
}

/** What a screen says for one status (a 404 of its resource, a 409 …), in place of the default. */
export type StatusHandler = (status: number) => ReactNode;

const notFound: StatusHandler = () => (
  <p>
    <Trans>Siden du leter etter finnes ikke, eller er flyttet.</Trans>
  </p>
);

export function GeneralErrorBoundary({
  error,
  about,
  statusHandlers = {},
  backToFrontPage = false,
}: {
  error: unknown;
  /** What on this screen could not be shown (one sentence), said before the general message. */
  about?: ReactNode;
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  /** A link to the front page: the rest of Min side works when one screen does not. */
  backToFrontPage?: boolean;
}) {
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  // A 401/406 started sign-in: the page is on its way to the identity provider.
  if (error instanceof SignInStarted) return <Spinner />;

  const status = isRouteErrorResponse(error)
    ? error.status
    : error instanceof ApiError && error.kind === "http"
      ? error.status
      : null;
  const handler = status === null ? undefined : statusHandlers[status];
  // Written out rather than LinkLine: this boundary is in the shell every page loads, and
  // components/links.tsx stays out of it.
  const back = backToFrontPage ? (
    <p>
      <Link to="/" className={styles.secondary}>
        <Trans>Til Min side</Trans>
      </Link>
    </p>
  ) : null;
  if (isRouteErrorResponse(error) && error.status === 404 && !statusHandlers[404]) {
    return (
      <ErrorScreen heading={<Trans>Fant ikke siden</Trans>} onRetry={retry}>
        {notFound(404)}
      </ErrorScreen>
    );
  }
  const own = ownWords?.(error);
  if (own) return own;
  if (handler && status !== null) {
    return (
      <ErrorScreen heading={<Trans>Noe gikk galt</Trans>} onRetry={retry}>
        {about ? <p>{about}</p> : null}
        {handler(status)}
        {back}
      </ErrorScreen>
    );
  }

  console.error(error);
  // An error that says what kind it is: a call's (ApiError), or the identity provider's asked
  // offline (IdentityError). Code missing even after loading the page afresh is said like a lost
  // connection, and trying again loads the page again (navigation/chunk-reload.ts).
  const kind =
    (error as { kind?: ApiErrorKind } | null)?.kind ?? (error instanceof CodeNotLoaded ? "network" : null);
  const onRetry = error instanceof CodeNotLoaded ? () => window.location.reload() : retry;
  return (
    <ErrorScreen heading={<Trans>Noe gikk galt</Trans>} onRetry={onRetry}>
      {about ? <p>{about}</p> : null}
      <p>
        {kind === "network" ? (
          <Trans>Vi får ikke kontakt med tjenesten akkurat nå. Sjekk nettforbindelsen og prøv igjen.</Trans>
        ) : kind === "malformed" ? (
          <Trans>Vi fikk et uventet svar fra tjenesten. Prøv igjen om litt.</Trans>
        ) : (
          <Trans>Tjenesten svarer ikke som den skal akkurat nå. Prøv igjen om litt.</Trans>
        )}
      </p>
      {back}
    </ErrorScreen>
  );
}

/**
 * A route's error boundary that says what on its screen could not be shown:
 * `export const ErrorBoundary = screenErrorBoundary(() => <Trans>…</Trans>, { backToFrontPage: true })`.
 */
export function screenErrorBoundary(
  about: () => ReactNode,
  options: { backToFrontPage?: boolean; statusHandlers?: Partial<Record<number, StatusHandler>> } = {},
) {
  return function ScreenErrorBoundary({ error }: { error: unknown }) {
    return <GeneralErrorBoundary error={error} about={about()} {...options} />;
  };
}
