// Coming back from the identity provider, in-process (ADR 085): /callback exchanges the code for
// every kind of subscriber and lands on the front page with their plan, and a return url bent by an
// attacker ends on the front page. The way there and back in a browser — the provider's page, the
// redirects, the cookies behind nginx — is tests/e2e/sign-in.test.ts's, with one subscriber and the
// return urls that a browser's own address parsing could turn.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { encodeLoginState } from "#app/domain/login-state.ts";
import { authorizeUrl, data } from "#scripts/dev-backend/test-support.ts";
import { startApp } from "./app.tsx";

const app = startApp();

beforeEach(() => app.forgetVisitor());

/**
 * Signs in at the identity provider as the persona, from a state this browser started with `url` to
 * come back to, and opens where the provider sends the browser: /callback with its code and state.
 */
async function comeBackFromProvider(persona: string, url: string) {
  const { loginToken } = await data<{ loginToken: string }>(await app.browser.call("loginToken"));
  const state = encodeLoginState({ url, loginToken });
  const authorize = await app.browser.fetch(authorizeUrl(state, { login_hint: persona }));
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get("Location")!);
  expect(back.pathname).toBe("/callback");
  await app.open(`${back.pathname}${back.search}`);
}

const SUBSCRIBERS = [
  ["subscriber", "Digital"],
  ["paper-subscriber", "Papir + digital"],
  ["youth", "Digital ung"],
  ["trial", "Digital"],
  ["cancelled", "Digital"],
  ["pending-change", "Digital"],
  ["unpaid-invoice", "Digital"],
  ["family-member", "Familiedeling"],
  ["business-admin", "Bedrift digital"],
  ["business-employee", "Bedrift digital"],
  ["student", "Digital student"],
] as const;

describe.each(SUBSCRIBERS)("%s", (persona, plan) => {
  it(`signs in and lands on Min side with the ${plan} subscription`, async () => {
    await comeBackFromProvider(persona, "/");
    await screen.findByRole("heading", { level: 1, name: "Min side" });
    expect(app.location()).toBe("/");
    expect(await screen.findByText(`Du har ${plan}.`)).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Hovedmeny" });
    expect(await within(menu).findByRole("button", { name: "Logg ut" })).toBeTruthy();
  });
});

it("a deep link with query and hash comes back whole", async () => {
  await comeBackFromProvider("unpaid-invoice", "/fakturaoversikt?vis=alle#ubetalt");
  await screen.findByRole("heading", { level: 1, name: "Fakturaoversikt" });
  expect(app.location()).toBe("/fakturaoversikt?vis=alle#ubetalt");
});

// What an attacker would put in the state's return url (tests/e2e/sign-in.test.ts keeps, in a
// browser, those its own parsing of an address could turn into another origin).
describe.each([
  "//evil.example",
  "//evil.example/fakturaoversikt",
  "/\\evil.example",
  "javascript:alert(document.domain)",
  "https://evil.example/",
  "\\\\evil.example",
  " /fakturaoversikt",
  "/fakturaoversikt\n",
  "/\tevil",
])("the return url %j", (vector) => {
  it("ends on the front page", async () => {
    await comeBackFromProvider("subscriber", vector);
    await screen.findByRole("heading", { level: 1, name: "Min side" });
    await waitFor(() => expect(app.location()).toBe("/"));
  });
});
