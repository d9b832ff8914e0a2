import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadRoutesOfThisPage, reloadForMissingCode } from "#app/navigation/chunk-reload.ts";

// The code of this page's routes first: after a deploy, missing code reloads the page once.
void loadRoutesOfThisPage().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[reloadForMissingCode]} />
      </StrictMode>,
    );
  });
});
