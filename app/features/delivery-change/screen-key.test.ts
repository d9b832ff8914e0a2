// A first visit to the delivery screen runs its loader once: the screen key is put in the URL by
// the route's middleware, before any loader runs, not by a redirect from the loader.
import { createMemoryRouter, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { KEY_FIELD, requireScreenKey } from "#app/forms/intent.ts";
import { screenKeyFirst } from "./screen-key.ts";

const paper = {
  ariaPlanID: "C-PAPER",
  planProductType: "COMBO",
  instStatusCode: SubscriptionStatus.ACTIVE,
  subsRetrieveSubscriptionAddInfo: { subscriptionInfo1: null },
} as Subscription;

const signedIn: MiddlewareFunction = ({ context }) => {
  context.set(subscribedContext, { subscription: paper } as Subscribed);
};

type Middleware = MiddlewareFunction<Record<string, DataStrategyResult>>;

/** The screen under the guard, with `loader` for its loader and `middleware` as its own. */
function visit(own: Middleware[], loader: (args: { request: Request }) => unknown) {
  // A route module's middleware is typed for the framework's routes; a memory router takes any.
  const middleware = own as unknown as MiddlewareFunction[];
  const router = createMemoryRouter(
    [
      {
        path: "/",
        middleware: [signedIn],
        children: [{ path: "endre-avislevering", middleware, loader, Component: () => null }],
      },
    ],
    { initialEntries: ["/endre-avislevering"] },
  );
  return router;
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe("idle"));
  return router.state;
}

describe("the delivery screen's key", () => {
  it("is in the URL before the loader runs, so the loader runs once", async () => {
    const loader = vi.fn(() => null);
    const state = await settled(visit([screenKeyFirst], loader));
    expect(state.location.search).toMatch(new RegExp(`^\\?${KEY_FIELD}=.+`));
    expect(state.errors).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("(put there by the loader, the loader ran twice)", async () => {
    const loader = vi.fn(({ request }: { request: Request }) => {
      requireScreenKey(request);
      return null;
    });
    const state = await settled(visit([], loader));
    expect(state.location.search).toMatch(new RegExp(`^\\?${KEY_FIELD}=.+`));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
