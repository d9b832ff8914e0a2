// Sign-in, guards and sign-out through the dev backend's identity emulator (SPEC §4, §6, §8).
import { CSRF_COOKIE, CSRF_HEADER } from "#app/api/contract/shared.ts";
import { encodeLoginState } from "#app/domain/login-state.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { choosePersona, inPage, signInThroughIdentityProvider } from "./session.ts";

// Every kind of subscriber coming back through /callback to its plan on the front page is proven
// in-process (tests/in-process/sign-in.test.tsx, ADR 085); here the whole way in a browser, behind
// nginx, for one.
test(
  "subscriber signs in and lands on Min side with the Digital subscription",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInThroughIdentityProvider(page, "subscriber", "/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
    await expect(page.getByText("Du har Digital.")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("button", { name: "Logg ut" }),
    ).toBeVisible();
  },
);

test(
  "a sign-in started with a login token exchanges through handleLoginToken: state, code and the identity user id",
  { tag: "@nginx" },
  async ({ page }) => {
    const exchanged = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/handleLoginToken");
    await signInThroughIdentityProvider(page, "subscriber", "/");
    const request = await exchanged;
    const body = request.postDataJSON() as { state: string; code: string; spidId: number };
    expect(body.code).toBeTruthy();
    expect(body.spidId).toBe(10000003);
    // The state is the login state payload (SPEC §3): the return url and the loginToken.
    const state = JSON.parse(Buffer.from(body.state, "base64url").toString()) as Record<string, string>;
    expect(state).toEqual({ url: "/", loginToken: expect.any(String) });
    await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
    // The token is used up: the same exchange again is refused.
    const replayed = await page.evaluate(
      async ({ sent, cookie, header }) => {
        const csrf = document.cookie.match(new RegExp(`(?:^|; )${cookie}=([^;]+)`))?.[1] ?? "";
        const answer = await fetch("/api/handleLoginToken", {
          method: "POST",
          headers: { "Content-Type": "application/json", [header]: csrf },
          body: JSON.stringify(sent),
        });
        return answer.status;
      },
      { sent: body, cookie: CSRF_COOKIE, header: CSRF_HEADER },
    );
    expect(replayed).toBe(403);
  },
);

test("no-subscription is sent to /ingen-abonnement from a page that needs a subscription", async ({
  page,
}) => {
  await signInThroughIdentityProvider(page, "no-subscription", "/fakturaoversikt");
  await expect(page).toHaveURL(/\/ingen-abonnement$/);
  await expect(page.getByRole("heading", { level: 1, name: "Du har ikke abonnement" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Finn abonnementet ditt" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("new-user gets an account created at first sign-in, with this title as the first title", async ({
  page,
}) => {
  await signInThroughIdentityProvider(page, "new-user", "/");
  await expect(page).toHaveURL(/\/ingen-abonnement$/);
  const account = await inPage(page, async () => {
    const session = await fetch("/_identity/v2/session", { credentials: "include" }).then((r) => r.json());
    const answer = await fetch(`/api/account/${session.userId}`).then((r) => r.json());
    return answer.data as { accountBalance: number; firstTitleCode: string; ariaAccountNo: string };
  });
  expect(account.accountBalance).toBe(0);
  expect(account.firstTitleCode).toBe("SBX");
  expect(account.ariaAccountNo).toMatch(/^\d{6,12}$/);
});

test("a deep link with query and hash survives the trip through the identity provider", async ({ page }) => {
  await page.goto("/endre-profil?fane=personvern&source=sms#sletting");
  await choosePersona(page, "subscriber");
  await expect(page).toHaveURL(/\/endre-profil\?fane=personvern&source=sms#sletting$/);
  await expect(page.getByRole("heading", { level: 1, name: "Min profil" })).toBeVisible();
});

test("an open page does not ask anyone to sign in, and shows logout once signed in", async ({ page }) => {
  await page.goto("/kundeservice");
  await expect(
    page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Logg inn" }),
  ).toBeVisible();
  await signInThroughIdentityProvider(page, "subscriber", "/");
  await page.goto("/kundeservice");
  await expect(page).toHaveURL(/\/kundeservice$/);
  await expect(
    page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("button", { name: "Logg ut" }),
  ).toBeVisible();
});

// The state is made by this browser with a login token the platform bound to it; the return url
// inside it is what an attacker would try to bend.
async function startLoginWithReturnUrl(page: import("@playwright/test").Page, url: string, token?: string) {
  await page.goto("/kundeservice");
  const loginToken = await inPage(page, async () => {
    const answer = await fetch("/api/loginToken").then((r) => r.json());
    return answer.data.loginToken as string;
  });
  const state = encodeLoginState({ url, loginToken: token ?? loginToken });
  const origin = new URL(page.url()).origin;
  const authorize = new URL("/_identity/oauth/authorize", origin);
  authorize.search = new URLSearchParams({
    client_id: "dev",
    redirect_uri: `${origin}/callback`,
    response_type: "code",
    scope: "openid offline_access",
    state,
    login_hint: "subscriber",
  }).toString();
  await page.goto(authorize.href);
}

// Every vector is proven in-process (tests/in-process/sign-in.test.tsx); here those a browser's own
// parsing of an address could turn into another origin, or into script.
for (const vector of ["//evil.example", "/\\evil.example", "javascript:alert(document.domain)"]) {
  test(`the return url ${JSON.stringify(vector)} ends on the front page`, async ({ page }) => {
    await startLoginWithReturnUrl(page, vector);
    await expect(page).toHaveURL(/^http:\/\/sbx\.localhost:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  });
}

test("a state this browser did not start is refused", async ({ page }) => {
  await startLoginWithReturnUrl(page, "/fakturaoversikt", "forged-login-token-0123456789");
  await expect(page).toHaveURL(/\/callback\?/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Innloggingen kunne ikke fullføres" }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(
    "Innloggingen ble ikke startet i dette nettleservinduet",
  );
  await expectNoAxeViolations(page);
  // No session was made: a page that needs sign-in still sends us to the identity provider.
  await page.goto("/fakturaoversikt");
  await expect(page).toHaveURL(/\/_identity\/oauth\/authorize/);
});

test("a callback without a state is refused", async ({ page }) => {
  await page.goto("/callback?code=abc");
  await expect(
    page.getByRole("heading", { level: 1, name: "Innloggingen kunne ikke fullføres" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/callback\?code=abc$/);
});

test("logout clears the session here and at the identity provider", { tag: "@nginx" }, async ({ page }) => {
  await signInThroughIdentityProvider(page, "subscriber", "/");
  await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("button", { name: "Logg ut" }).click();
  // Signed out everywhere: the front page needs sign-in again.
  await expect(page).toHaveURL(/\/_identity\/oauth\/authorize/);
  await page.goto("/kundeservice");
  const after = await inPage(page, async () => ({
    identity: (await fetch("/_identity/v2/session", { credentials: "include" })).status,
    api: (await fetch("/api/account/10000003")).status,
    storage: JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
  }));
  expect(after.identity).toBe(401);
  expect(after.api).toBe(401);
  expect(after.storage).not.toMatch(/token|minside_session/i);
  await expect(
    page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Logg inn" }),
  ).toBeVisible();
});

test("no token is kept in web storage while signed in", { tag: "@nginx" }, async ({ page }) => {
  await signInThroughIdentityProvider(page, "subscriber", "/");
  const storage = await inPage(
    page,
    async () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
  );
  expect(storage).not.toMatch(/loginToken|access_token|refresh_token|id_token|minside_session/i);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "minside_session")?.httpOnly).toBe(true);
});

test(
  "a state-changing call without the CSRF header is refused with 403",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInThroughIdentityProvider(page, "subscriber", "/");
    const statuses = await inPage(page, async () => {
      const without = await fetch("/api/logout", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      const token = decodeURIComponent(
        document.cookie
          .split("; ")
          .find((c) => c.startsWith("XSRF-TOKEN="))!
          .split("=")[1]!,
      );
      const wrong = await fetch("/api/logout", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": `${token}x` },
        body: "{}",
      });
      return [without.status, wrong.status];
    });
    expect(statuses).toEqual([403, 403]);
    // Still signed in: nothing was done.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Min side" })).toBeVisible();
  },
);
