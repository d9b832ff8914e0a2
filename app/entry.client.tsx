import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// After the page is interactive, learn in the background whether someone is signed in, so the
// header can offer logout. Quiet: this never sends anyone to sign-in.
void import("./auth/session.ts").then(({ loadSession }) =>
  loadSession({ quiet: true }).catch((error: unknown) => console.warn("Session check failed", error)),
);
