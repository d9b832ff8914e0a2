// @vitest-environment node
// Consent choices at the dev backend: kept per user and title, replaced by a save, private to the user.
import { describe, expect, it } from "vitest";
import { data, fixed, NOW, signedIn } from "#scripts/dev-backend/test-support.ts";

const choices = { advertising: false, analytics: true, marketing: false, personalization: true };

describe("consent choices", () => {
  it("none at first; saved, then read back on another browser; per title and per user", async () => {
    const s = fixed();
    const first = await signedIn("no-subscription", s);
    const get = (titleCode: string) => first.browser.call("getConsent", { params: { titleCode } });
    expect(await data(await get("SBX"))).toEqual({ choices: null, source: null, updatedAt: null });

    const saved = await data(
      await first.browser.call("saveConsent", {
        params: { titleCode: "SBX" },
        body: { choices, source: "settings" },
      }),
    );
    expect(saved).toEqual({ choices, source: "settings", updatedAt: new Date(NOW).toISOString() });

    const other = await signedIn("no-subscription", s);
    expect(await data(await other.browser.call("getConsent", { params: { titleCode: "SBX" } }))).toEqual(
      saved,
    );
    const someoneElse = await signedIn("subscriber", s);
    expect(
      (await data(await someoneElse.browser.call("getConsent", { params: { titleCode: "SBX" } }))).choices,
    ).toBeNull();

    await first.browser.call("saveConsent", {
      params: { titleCode: "SBX" },
      body: { choices: { ...choices, advertising: true }, source: "steps" },
    });
    expect(await data(await get("SBX"))).toMatchObject({ choices: { advertising: true }, source: "steps" });
  });

  it("refuses a half set of choices and an unknown title, and a stranger", async () => {
    const s = fixed();
    const { browser } = await signedIn("no-subscription", s);
    const half = await browser.call("saveConsent", {
      params: { titleCode: "SBX" },
      body: { choices: { analytics: true } as typeof choices, source: "settings" },
    });
    expect(half.status).toBe(400);
    expect((await browser.call("getConsent", { params: { titleCode: "ZZZ" } })).status).toBe(404);
  });
});
