// What the subscription includes, feature by feature, and where to find it (SPEC §3), in Bokmål on
// the sandbox title, in-process (ADR 087): a digital subscriber is shown Digital's features with
// their links and not the paper's or the partner papers'; a paper subscriber also has the paper,
// whose link leads to changing its delivery. The browser keeps axe on /mitt-innhold in Nynorsk
// (tests/e2e/my-content.test.ts); in Bokmål the page walk checks it as subscriber.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("my-content: what the subscription includes", () => {
  it("subscriber sees what the digital subscription includes", async () => {
    await app.openAs("subscriber", "/mitt-innhold", "Mitt innhold");
    expect(await screen.findByText("Dette er med i Digital.", { exact: false })).toBeTruthy();
    for (const feature of ["Plussinnhold", "E-avis", "Familiedeling"]) {
      expect(screen.getByRole("heading", { level: 2, name: feature })).toBeTruthy();
    }
    // The partner papers' articles are Digital Premium's, as the order page says: not in Digital.
    expect(screen.queryByRole("heading", { level: 2, name: "Partnersider" })).toBeNull();
    expect(screen.queryByRole("heading", { level: 2, name: "Papiravis" })).toBeNull();
    expect(href("Les e-avisen")).toBe("https://sandbox.polarismedia.no/eavis");
    expect(href("Les Sandkasseavisa")).toBe("https://sandbox.polarismedia.no/");
    expect(href("Del abonnementet med familien")).toBe("/familiedeling");
  });

  it("paper-subscriber also has the paper, with a way to change its delivery", async () => {
    await app.openAs("paper-subscriber", "/mitt-innhold", "Mitt innhold");
    const paper = await screen.findByRole("region", { name: "Papiravis" });
    await reader.click(
      within(paper).getByRole("link", { name: "Stopp avisen i ferien eller endre leveringsadresse" }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Endre avislevering" })).toBeTruthy();
  });
});
