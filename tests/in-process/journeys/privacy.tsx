// The privacy settings in-process (SPEC §2 Privacy/Consent, §3, §4, ADR 085): no-subscription saves
// choices on /personverninnstillinger, sees what was saved said in the live region, sees them again
// on a new page load and on another device (the platform keeps them, not this browser), with SPEC
// §4's two flags kept locally; "Godta alle" turns everything on; the page links to the privacy texts
// and the identity provider's gateways, and the footer's link leads here. With the stand-ins off on
// a local host, nothing the page asks for leaves the title's own origin.
//
// What only a browser shows stays in tests/e2e/privacy.test.ts: the consent steps walked by
// keyboard, the consent manager and analytics stand-ins loaded in a real page, monitoring of a
// failed call (@nginx), and every request a real page makes (its CSS, fonts and images too).
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { resetConsentStore } from "#app/consent/consent-store.ts";
import { ORIGIN } from "#scripts/dev-backend/test-support.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

const HEADING = "Personverninnstillinger";

/** A category's checkbox, named by its label: the category, then what it means. */
const box = (category: string) =>
  screen.getByRole("checkbox", { name: new RegExp(`^${category}`) }) as HTMLInputElement;

/** The live region that says what was saved, once it says so. */
const savedStatus = () =>
  waitFor(() => {
    const status = screen
      .getAllByRole("status")
      .find((element) => element.textContent?.includes("Valgene dine er lagret"));
    expect(status, "the status saying the choices were saved").toBeTruthy();
    return status!;
  });

/** What the elements on the page load (a script, a style sheet, an image, a frame), by address. */
const loadedByElements = () =>
  [...document.querySelectorAll("[src], link[href]")].map(
    (element) => new URL(element.getAttribute("src") ?? element.getAttribute("href")!, ORIGIN).href,
  );

describe("privacy: the settings saved, and seen again", () => {
  it("no-subscription saves choices, sees them after a reload and on another device", async () => {
    // A browser that has not been here: the storages are empty (tests/setup-unit-dom.ts), and the
    // consent store's memory of another test's visitor goes too (it lives as long as the app does).
    resetConsentStore();
    // Every call the page makes, by its whole address (the harness counts paths only).
    const fetched = vi.spyOn(globalThis, "fetch");
    await app.openAs("no-subscription", "/personverninnstillinger", HEADING);
    expect(box("Analyse av bruken").checked).toBe(false);
    await reader.click(box("Analyse av bruken"));
    await reader.click(box("Markedsføring"));
    await reader.click(screen.getByRole("button", { name: "Lagre valgene" }));

    const status = await savedStatus();
    expect(status.textContent).toContain("Valgene dine er lagret:");
    expect(status.textContent).toContain("Analyse av bruken: ja");
    expect(status.textContent).toContain("Annonser tilpasset deg: nei");

    // A reload: a new page load.
    await app.open("/personverninnstillinger", HEADING);
    expect(box("Analyse av bruken").checked).toBe(true);
    expect(box("Markedsføring").checked).toBe(true);
    expect(box("Annonser tilpasset deg").checked).toBe(false);
    expect(box("Innhold tilpasset deg").checked).toBe(false);
    // SPEC §4's two flags, kept locally.
    expect([
      localStorage.getItem("consent.rejectedAll"),
      localStorage.getItem("consent.consentedAll"),
    ]).toEqual(["false", "false"]);

    const main = screen.getByRole("main");
    for (const [name, href] of [
      ["Personvernerklæringen", "/personvern"],
      ["Detaljer om hvordan vi behandler personopplysninger", "/personverndetaljer"],
      ["Informasjonskapsler (cookies)", "/cookie-policy"],
      ["Last ned dataene dine", "/spidTakeoutGateway"],
      ["Slett kontoen din", "/spidDeleteGateway"],
    ]) {
      expect(within(main).getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    // The footer's link leads here when no consent manager is loaded.
    expect(
      within(screen.getByRole("contentinfo"))
        .getByRole("link", { name: "Personverninnstillinger" })
        .getAttribute("href"),
    ).toBe("/personverninnstillinger");

    // "Godta alle" then shows everything on, and the flags follow.
    await reader.click(screen.getByRole("button", { name: "Godta alle" }));
    await waitFor(async () =>
      expect((await savedStatus()).textContent).toContain("Annonser tilpasset deg: ja"),
    );
    await waitFor(() => expect(box("Annonser tilpasset deg").checked).toBe(true));
    expect(localStorage.getItem("consent.consentedAll")).toBe("true");

    const loaded = loadedByElements();

    // Another device: a fresh browser (no cookies, nothing in its storages, nothing the page's
    // modules remembered of this one's choices), the same person.
    cleanup();
    await app.forgetVisitor();
    localStorage.clear();
    sessionStorage.clear();
    resetConsentStore();
    await app.openAs("no-subscription", "/personverninnstillinger", HEADING);
    expect(box("Innhold tilpasset deg").checked).toBe(true);

    // On localhost, with the stand-ins off: no third-party call at all, and no analytics.
    const addresses = fetched.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input), ORIGIN).href,
    );
    expect(addresses.length).toBeGreaterThan(0);
    const requests = [...addresses, ...loaded, ...loadedByElements()];
    expect(requests.filter((href) => new URL(href).origin !== ORIGIN)).toEqual([]);
    expect(requests.filter((href) => href.includes("/_dev/stand-ins/"))).toEqual([]);
    expect(app.calls.filter((call) => call.includes("analytics"))).toEqual([]);
  });
});
