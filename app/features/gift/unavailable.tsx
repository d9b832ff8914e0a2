// What the giver's gift screens say when they cannot be shown (the platform down, an answer not
// understood): once, for both /gi-i-gave and /gaver.
import { Trans } from "@lingui/react/macro";
import { screenErrorBoundary } from "#app/components/error-boundary.tsx";

export const giftsUnavailable = screenErrorBoundary(() => <Trans>Gavene kan ikke vises akkurat nå.</Trans>, {
  backToFrontPage: true,
});
