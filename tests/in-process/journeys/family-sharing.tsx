// Family sharing in-process (SPEC §2 Family, §8; ADR 011, ADR 087): the owner invites by e-mail (an
// address refused at the field first, with what was typed kept), the receipt says so, the invited
// person opens the link from the outbox signed in, accepts, is told what they now have and sees it
// on the front page; the owner removes them, and their next page says they have no subscription.
// Each link that no longer works says why (withdrawn, used, to someone with a subscription of their
// own, expired after 7 days, broken); a failed accept says try again or call the customer centre;
// the household's maximum of 5 takes the form away; a family member is told whose subscription it
// is. The people act one after another on the one page, each signed in afresh, as on their own
// device. tests/e2e/family-sharing.test.ts keeps, in a browser: the whole journey by keyboard, the
// sign-in on the way to the link, axe on a refusal, on the expired link and on a member's
// /familiedeling, a reload that repeats nothing, and the back button to a used link.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORIGIN, outbox } from "#scripts/dev-backend/test-support.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

const NORA = "nora.nilsen@example.no";

/** The path and query of the link in the newest invitation e-mail to `email`, on this title. */
async function invitationLink(email: string) {
  const mail = (await outbox(app.browser)).find((m) => m.channel === "email" && m.recipient === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `an invitation e-mail to ${email} with a link`).toBeTruthy();
  const url = new URL(link!);
  expect(url.origin).toBe(ORIGIN);
  return `${url.pathname}${url.search}`;
}

/** Someone else opens the link, signed in as `persona` (the browser signs in on the way there). */
async function openLinkAs(persona: string, link: string) {
  await app.forgetVisitor();
  await app.openAs(persona, link);
  expect(app.location()).toMatch(/^\/verifiser-familiemedlem\?/);
}

/** The owner, Kari (subscriber), at /familiedeling on her own device. */
async function ownerAtFamilySharing() {
  await app.forgetVisitor();
  await app.openAs("subscriber", "/familiedeling", "Familiedeling");
}

/** Text anywhere on the page, as part of an element's own text (a browser's getByText). */
const findText = (text: string | RegExp) =>
  screen.findByText(text, { exact: typeof text === "string" ? false : undefined });

const emailField = () => screen.getByRole("textbox", { name: "E-postadresse" }) as HTMLInputElement;

async function invite(email: string) {
  await reader.fill(await screen.findByRole("textbox", { name: "E-postadresse" }), email);
  await reader.click(screen.getByRole("button", { name: "Send invitasjon" }));
  expect(await findText(`Invitasjonen er sendt til ${email}.`)).toBeTruthy();
}

/** The one row of the list that names `who`. */
const rowOf = (who: string) => {
  const rows = screen.getAllByRole("listitem").filter((li) => li.textContent?.includes(who));
  expect(rows, `one row naming ${who}`).toHaveLength(1);
  return rows[0]!;
};

/** The row that names `who`, once it is there. */
const item = (who: string) => waitFor(() => rowOf(who));

/** The row that names `who` says `state` (its text, as Playwright's toContainText reads it). */
const rowSays = (who: string, state: string | RegExp) =>
  waitFor(() => expect(rowOf(who).textContent).toMatch(state));

describe("family-sharing: the owner invites, the invited accept, and a link that no longer works says why", () => {
  it("subscriber invites Nora, Nora accepts from the e-mail, and loses access when removed", async () => {
    await app.openAs("subscriber", "/");
    const block = await screen.findByRole("region", { name: "Familiedeling" });
    expect(await within(block).findByText("2 av 5 plasser er i bruk, deg selv medregnet.")).toBeTruthy();
    await reader.click(within(block).getByRole("link", { name: "Del abonnementet med familien" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Familiedeling" })).toBeTruthy();
    await rowSays("Maja Eriksen", "Aktiv");

    // Refused at the field: the message there, the field marked, what was typed kept.
    await reader.fill(emailField(), "nora.nilsen@");
    await reader.click(screen.getByRole("button", { name: "Send invitasjon" }));
    expect(await findText("Vennligst skriv en gyldig e-postadresse")).toBeTruthy();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(emailField().value).toBe("nora.nilsen@");

    await reader.fill(emailField(), "kari.nordmann@example.no");
    await reader.click(screen.getByRole("button", { name: "Send invitasjon" }));
    expect(await findText("Dette er din egen e-postadresse.")).toBeTruthy();
    expect(emailField().value).toBe("kari.nordmann@example.no");
    await reader.fill(emailField(), "maja.eriksen@example.no");
    await reader.click(screen.getByRole("button", { name: "Send invitasjon" }));
    expect(await findText(/Denne adressen er allerede invitert/)).toBeTruthy();

    await invite(NORA);
    await waitFor(() => expect(emailField().value).toBe(""));
    // The owner's receipt tells of the invitation the screen said was sent, to the same address.
    const receipts = (await outbox(app.browser)).filter((m) => m.text.startsWith("Kvittering for endring"));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.recipient).toBe("kari.nordmann@example.no");
    expect(receipts[0]!.text).toContain(`Du har invitert ${NORA} til å dele abonnementet.`);
    await rowSays(NORA, "Sendt");
    await rowSays(NORA, /Lenken gjelder til \d+\. \w+ \d{4}/);
    expect(await findText("3 av 5 plasser er i bruk, deg selv medregnet.")).toBeTruthy();
    // The same address loaded anew shows the one invitation, and sent one e-mail (the browser's
    // reload of it is tests/e2e/'s).
    await app.open(app.location(), "Familiedeling");
    await item(NORA);
    expect((await outbox(app.browser)).filter((m) => m.recipient === NORA)).toHaveLength(1);

    const link = await invitationLink(NORA);
    await openLinkAs("new-user", link);
    expect(await screen.findByRole("heading", { level: 1, name: "Bli med i familiedeling" })).toBeTruthy();
    expect(
      await findText("Kari Nordmann har invitert deg til å dele abonnementet sitt på Sandkasseavisa."),
    ).toBeTruthy();
    await reader.click(screen.getByRole("button", { name: "Bli med" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Du er med i familiedelingen" }),
    ).toBeTruthy();
    expect(app.location()).toMatch(/\/deling-akseptert$/);
    expect(await findText("Du deler nå abonnementet til Kari Nordmann på Sandkasseavisa")).toBeTruthy();
    expect(screen.getAllByRole("listitem").filter((li) => li.textContent?.includes("E-avis"))).toHaveLength(
      1,
    );
    // The link again: one member, and it says so (the browser's back button to it is tests/e2e/'s).
    await app.open(link, "Du er allerede med");
    await app.open("/");
    expect(await findText("Du deler abonnementet til Kari Nordmann, og betaler ingenting.")).toBeTruthy();

    await ownerAtFamilySharing();
    await rowSays("Nora Nilsen", "Aktiv");
    await reader.click(within(await item("Nora Nilsen")).getByRole("button", { name: "Fjern" }));
    const dialog = await screen.findByRole("dialog", { name: "Fjerne Nora Nilsen?" });
    expect(dialog.textContent).toContain("Nora Nilsen mister tilgangen til Sandkasseavisa med en gang.");
    await reader.click(within(dialog).getByRole("button", { name: "Ja, fjern Nora Nilsen" }));
    expect(
      await findText("Nora Nilsen er fjernet fra familiedelingen og har ikke lenger tilgang."),
    ).toBeTruthy();
    await rowSays("Nora Nilsen", "Brukt");

    // Nora's next page: she has no subscription any more.
    await app.forgetVisitor();
    await app.openAs("new-user", "/");
    await waitFor(() => expect(app.location()).toMatch(/\/ingen-abonnement$/));
  });

  it("a withdrawn link says so", async () => {
    await app.openAs("subscriber", "/familiedeling", "Familiedeling");
    await invite("tilbake@example.no");
    await reader.click(
      within(await item("tilbake@example.no")).getByRole("button", { name: "Trekk tilbake" }),
    );
    expect(await findText("Invitasjonen til tilbake@example.no er trukket tilbake.")).toBeTruthy();
    await rowSays("tilbake@example.no", "Trukket tilbake");
    await openLinkAs("new-user", await invitationLink("tilbake@example.no"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Invitasjonen er trukket tilbake" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bli med" })).toBeNull();
  });

  it("a used link says so, and so does a link to someone with a subscription of their own", async () => {
    await app.openAs("subscriber", "/familiedeling", "Familiedeling");
    await invite(NORA);
    const link = await invitationLink(NORA);
    await openLinkAs("paper-subscriber", link);
    expect(await screen.findByRole("heading", { level: 1, name: "Du har allerede abonnement" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bli med" })).toBeNull();

    await openLinkAs("new-user", link);
    await reader.click(await screen.findByRole("button", { name: "Bli med" }));
    await waitFor(() => expect(app.location()).toMatch(/\/deling-akseptert$/));
    await openLinkAs("no-subscription", link);
    expect(await screen.findByRole("heading", { level: 1, name: "Lenken er allerede brukt" })).toBeTruthy();
  });

  it("an unexpected error on accepting says try again or call the customer centre; trying again works", async () => {
    await app.openAs("subscriber", "/familiedeling", "Familiedeling");
    await invite(NORA);
    await openLinkAs("new-user", await invitationLink(NORA));
    await app.setFault("family/join", "503", 1);
    await reader.click(await screen.findByRole("button", { name: "Bli med" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert.textContent).toContain("Vi fikk ikke fullført dette akkurat nå."));
    expect(alert.textContent).toContain("kontakt kundesenteret i Sandkasseavisa");
    await reader.click(screen.getByRole("button", { name: "Bli med" }));
    await waitFor(() => expect(app.location()).toMatch(/\/deling-akseptert$/));
  });

  it("an expired link says so after 7 days, and a broken link too", async () => {
    await app.openAs("subscriber", "/familiedeling", "Familiedeling");
    await invite("sen@example.no");
    const late = await invitationLink("sen@example.no");
    const moved = await app.browser.fetch("/_dev/clock", { method: "POST", json: { days: 8 }, csrf: false });
    expect(moved.ok).toBe(true);
    await openLinkAs("former-subscriber", late);
    expect(await screen.findByRole("heading", { level: 1, name: "Lenken er utløpt" })).toBeTruthy();
    expect(await findText(/Be Kari Nordmann om å sende den på nytt/)).toBeTruthy();
    await app.open(`${late.slice(0, -6)}xxxxxx`, "Vi finner ikke invitasjonen");
  });

  it("at the maximum of 5 the form gives way to a message; withdrawing frees a place", async () => {
    await app.openAs("subscriber", "/familiedeling", "Familiedeling");
    for (const name of ["en", "to", "tre"]) await invite(`${name}@example.no`);
    expect(await findText("5 av 5 plasser er i bruk, deg selv medregnet.")).toBeTruthy();
    expect(await findText("Familiedelingen er full: alle 5 plassene er i bruk.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "E-postadresse" })).toBeNull();
    await reader.click(within(await item("tre@example.no")).getByRole("button", { name: "Trekk tilbake" }));
    expect(await screen.findByRole("textbox", { name: "E-postadresse" })).toBeTruthy();
  });

  it("a family member's home and /familiedeling say whose subscription it is, with no form", async () => {
    await app.openAs("family-member", "/");
    expect(await findText("Du deler abonnementet til Kari Nordmann, og betaler ingenting.")).toBeTruthy();
    await app.open("/familiedeling");
    expect(await findText(/Du er med i familiedelingen til Kari Nordmann/)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "E-postadresse" })).toBeNull();
  });
});
