// Sign-in survives any one field the SPEC does not name left out of the platform's answers
// (docs/decisions/034): the session is read through the real /api/ client, its answers parsed by
// the contract, with the account and the subscription each missing one field in turn.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { account, type Account } from "#app/api/contract/account.ts";
import { subscription } from "#app/api/contract/subscription.ts";
import { forgetKeptAnswers } from "#app/api/client.ts";
import { subscription as personaSubscription } from "#tests/fixtures/personas/building-blocks.ts";
import { kari, karisAccount } from "#tests/fixtures/signed-in-user.ts";

const identity = vi.hoisted(() => ({
  hasSession: vi.fn(),
  isLoggedIn: vi.fn(),
  clearCachedSession: vi.fn(async () => {}),
}));
vi.mock("./identity.ts", () => identity);

const { invalidateSession, loadSession } = await import("./session.ts");

const user = kari;
const wholeAccount: Account = karisAccount;
const wholeSubscription = personaSubscription("2026-11-18", {});

const without = (value: object, field: string) => {
  const { [field]: _left, ...rest } = value as Record<string, unknown>;
  return rest;
};
const optionalOf = (shape: Record<string, { safeParse(value: unknown): { success: boolean } }>) =>
  Object.entries(shape)
    .filter(([, field]) => field.safeParse(undefined).success)
    .map(([key]) => key);

/** The platform: the account and the subscription as given, every other read a 500. */
function platform(answers: { account: object; subscription: object }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const data = path.startsWith("/api/account/")
        ? answers.account
        : path.startsWith("/api/subscription/")
          ? answers.subscription
          : undefined;
      return data === undefined
        ? new Response(JSON.stringify({ error: { status: 500, message: "Nei" } }), { status: 500 })
        : new Response(JSON.stringify({ data }), { headers: { "Content-Type": "application/json" } });
    }),
  );
}

beforeEach(async () => {
  identity.hasSession.mockResolvedValue(user);
  await invalidateSession({ broadcast: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetKeptAnswers();
});

describe("signing in when the platform leaves out a field the SPEC does not name", () => {
  it.each(optionalOf(account.shape))("the account without %s: signed in", async (field) => {
    platform({ account: without(wholeAccount, field), subscription: wholeSubscription });
    const session = await loadSession();
    expect(session).toMatchObject({ status: "signed-in", account: { ariaAccountNo: "40527391" } });
    expect(session.status === "signed-in" && field in session.account).toBe(false);
  });

  it.each(optionalOf(subscription.shape))("the subscription without %s: signed in", async (field) => {
    platform({ account: wholeAccount, subscription: without(wholeSubscription, field) });
    await expect(loadSession()).resolves.toMatchObject({
      status: "signed-in",
      subscription: { ariaPlanID: "C-DIGITAL-DIGITAL", planName: "Digital" },
    });
  });

  it("with fields the portal does not know: signed in, the unknown ones dropped", async () => {
    platform({
      account: { ...wholeAccount, loyaltyTier: "gold" },
      subscription: { ...wholeSubscription, bundleCode: "X1" },
    });
    const session = await loadSession();
    expect(session.status).toBe("signed-in");
    expect(session.status === "signed-in" && "loyaltyTier" in session.account).toBe(false);
  });
});
