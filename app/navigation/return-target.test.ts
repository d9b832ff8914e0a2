// Where sign-in comes back to after a refused call (SPEC §8): the page the user is on, or the one
// being opened while a navigation loads it.
import { afterEach, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { fullPath, rememberPageBeingLoaded, returnTarget } from "./return-target.ts";

const origin = "https://minside.adressa.no";

function load(path: string, during: () => void) {
  const request = new Request(`${origin}${path}`);
  return rememberPageBeingLoaded(
    { request, params: {}, context: new RouterContextProvider(), unstable_pattern: "" } as never,
    async () => {
      during();
      return {};
    },
  );
}

describe("the return target", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("is the page the user is on, with query and hash, outside a navigation", () => {
    window.history.replaceState(null, "", "/fakturaoversikt?source=sms#faktura-2");
    expect(returnTarget()).toBe("/fakturaoversikt?source=sms#faktura-2");
  });

  it("is the page being opened while its data loads, and the current page again after", async () => {
    window.history.replaceState(null, "", "/");
    let during = "";
    await load("/student-verifisering?skole=ntnu", () => (during = returnTarget()));
    expect(during).toBe("/student-verifisering?skole=ntnu");
    expect(returnTarget()).toBe("/");
  });

  it("is the page itself when it fails, and not React Router's ?index marker", async () => {
    window.history.replaceState(null, "", "/bestill-abonnement#rabatt");
    await expect(
      load("/bestill-abonnement?index", () => {
        throw new Error("503");
      }),
    ).rejects.toThrow("503");
    expect(returnTarget()).toBe("/bestill-abonnement#rabatt");
    expect(fullPath(new Request(`${origin}/bestill-abonnement?index`))).toBe("/bestill-abonnement#rabatt");
  });
});
