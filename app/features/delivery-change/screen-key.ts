// The delivery screen's key (ADR 006) is put in its URL by route middleware, before any loader
// runs: a redirect from the loader would run every loader of the page twice on a first visit. A send
// comes from the page, key and all; a subscription that cannot change delivery gets no key.
import type { DataStrategyResult, MiddlewareFunction } from "react-router";
import { subscribedContext } from "#app/auth/guards.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
import { requireScreenKey } from "#app/forms/intent.ts";

export const screenKeyFirst: MiddlewareFunction<Record<string, DataStrategyResult>> = ({
  request,
  context,
}) => {
  const { subscription } = context.get(subscribedContext);
  if (request.method === "GET" && capabilities(subscription).manageDelivery) requireScreenKey(request);
};
