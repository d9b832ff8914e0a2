// A first visit to a keyed screen runs its loaders once: the screen key is put in the URL by the
// route's middleware, before any loader runs, not by a redirect from the loader (ADR 083).
import { globSync, readFileSync } from "node:fs";
import { createMemoryRouter, redirect, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { signedInContext, subscribedContext, type SignedIn, type Subscribed } from "#app/auth/guards.ts";
import type { Subscription } from "#app/api/contract/subscription.ts";
import { SubscriptionStatus } from "#app/domain/subscription-status.ts";
import { KEY_FIELD, screenKeyIn, withScreenKey } from "./intent.ts";
import { capabilities } from "#app/domain/subscription-type.ts";
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
function visit(
  own: Middleware[],
  loader: (args: { request: Request }) => unknown,
  { at = "/endre-avislevering", guardLoader = () => null as unknown } = {},
) {
  // A route module's middleware is typed for the framework's routes; a memory router takes any.
  const middleware = own as unknown as MiddlewareFunction[];
  return createMemoryRouter(
    [
      {
        path: "/",
        middleware: [signedIn],
        loader: guardLoader,
        children: [
          {
            path: "endre-avislevering",
            middleware,
            loader,
            action: ({ request }) => new URL(request.url).search,
            Component: () => null,
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => expect(router.state.initialized && router.state.navigation.state).toBe("idle"));
  return router.state;
}

const keyed = new RegExp(`[?&]${KEY_FIELD}=[^&]+`);

describe("a screen's key", () => {
  it("is in the URL before the loaders run, so each runs once on a first visit", async () => {
    const loader = vi.fn(() => null);
    const guardLoader = vi.fn(() => null);
    const state = await settled(visit([screenKeyFirst()], loader, { guardLoader }));
    expect(state.location.search).toMatch(keyed);
    expect(state.errors).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(guardLoader).toHaveBeenCalledTimes(1);
  });

  it("is kept as the address has it (a reload sends the same one), beside the other parameters", async () => {
    const loader = vi.fn(({ request }: { request: Request }) => screenKeyIn(request));
    const state = await settled(
      visit([screenKeyFirst()], loader, { at: `/endre-avislevering?fra=1&${KEY_FIELD}=k-1` }),
    );
    expect(state.location.search).toBe(`?fra=1&${KEY_FIELD}=k-1`);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(state.loaderData["0-0"]).toBe("k-1");
  });

  it("is fresh on each first visit", async () => {
    const first = await settled(visit([screenKeyFirst()], () => null));
    const second = await settled(visit([screenKeyFirst()], () => null));
    expect(first.location.search).not.toBe(second.location.search);
  });

  it("is not made for a visit that cannot form an intent (`when`, from the session on the context)", async () => {
    const loader = vi.fn(() => null);
    const cannot = screenKeyFirst(
      ({ context }) => !capabilities(context.get(subscribedContext).subscription).manageDelivery,
    );
    const state = await settled(visit([cannot], loader));
    expect(state.location.search).toBe("");
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("is not added to a send: it comes from the page, key and all", async () => {
    const router = visit([screenKeyFirst()], () => null, { at: `/endre-avislevering?${KEY_FIELD}=k-2` });
    await settled(router);
    await router.navigate(`/endre-avislevering?${KEY_FIELD}=k-2`, {
      formMethod: "post",
      formData: new FormData(),
    });
    const state = await settled(router);
    expect(state.actionData).toEqual({ "0-0": `?${KEY_FIELD}=k-2` });
  });

  it("(put there by the loader, every loader ran twice)", async () => {
    // The way before ADR 083: the screen's loader redirected a visit without a key.
    const loader = vi.fn(({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (!url.searchParams.get(KEY_FIELD)) throw redirect(withScreenKey(`${url.pathname}${url.search}`));
      return null;
    });
    const guardLoader = vi.fn(() => null);
    const state = await settled(visit([], loader, { guardLoader }));
    expect(state.location.search).toMatch(keyed);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(guardLoader).toHaveBeenCalledTimes(2);
  });

  it("is not made for a subscriber the order screen sends to /allerede-abonnent: one redirect, not two", async () => {
    // A route module, as forms-every-status.test.ts reads them (app/forms imports no route).
    const orderScreen = (await import("../routes/bestill-abonnement.tsx")) as {
      clientMiddleware: unknown[];
      clientLoader: (args: unknown) => unknown;
    };
    const loader = vi.fn(orderScreen.clientLoader);
    const router = createMemoryRouter(
      [
        {
          path: "/",
          middleware: [
            ({ context }) => {
              context.set(signedInContext, { status: "signed-in", subscription: paper } as SignedIn);
            },
          ],
          children: [
            {
              path: "bestill-abonnement",
              middleware: orderScreen.clientMiddleware as unknown as MiddlewareFunction[],
              loader,
              Component: () => null,
            },
            { path: "allerede-abonnent", Component: () => null },
          ],
        },
      ],
      { initialEntries: ["/bestill-abonnement"] },
    );
    const addresses: string[] = [];
    router.subscribe((state) => {
      const next = state.navigation.location;
      if (next) addresses.push(`${next.pathname}${next.search}`);
    });
    const state = await settled(router);
    expect(state.location.pathname).toBe("/allerede-abonnent");
    expect(loader).toHaveBeenCalledTimes(1);
    expect(addresses.filter((address) => keyed.test(address))).toEqual([]);
  });

  it("is put in the URL by middleware only: no loader redirects for it", () => {
    // A loader throws its redirect; an action's next step returns one (withScreenKey's other use).
    const redirecting = globSync("app/**/*.{ts,tsx}", { exclude: (f) => f.endsWith(".test.ts") })
      .filter((file) => readFileSync(file, "utf8").includes("throw redirect(withScreenKey("))
      .sort();
    expect(redirecting).toEqual(["app/forms/screen-key.ts"]);
  });
});
