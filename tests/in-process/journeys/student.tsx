// Student verification in-process (SPEC §2 Student; §4 Flows; §5; §8; ADR 085): the offer pages and
// where their link leads, the refusals at the field with what was typed kept, the cool-down before a
// new code, an expired code and a new one, the profile, the receipt and the front page after; a
// subscriber told they already subscribe; a student without a newspaper account registering
// (docs/decisions/036), with no account until the right code, and one who leaves for the front page
// and gets it there. What only a browser shows stays in tests/e2e/student.test.ts: the trip through
// the identity provider from the offer pages, axe on each step, a double click that sends one code,
// the pupil's keyboard-only journey, and the registration in Nynorsk.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** new-user's identity id (tests/fixtures/personas/people.ts). */
const NEW_USER = 10000001;

/**
 * Whether the platform has a newspaper account for the identity user, asked with the page's session:
 * by the page's fetch (app.browser's own Request, in happy-dom, drops the Cookie header).
 */
const accountStatus = async (spidId = NEW_USER) => (await fetch(`/api/account/${spidId}`)).status;

const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

/** The six-digit code in the newest e-mail to `recipient`, and how many e-mails it has had. */
async function emailedCode(recipient: string): Promise<{ code: string; count: number }> {
  const mails = (await outbox(app.browser)).filter((m) => m.channel === "email" && m.recipient === recipient);
  const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `an e-mail with a code to ${recipient} in the outbox`).toBeTruthy();
  return { code: code!, count: mails.length };
}

/**
 * Where the offer page's link to the verification leads. Followed, it starts sign-in, which a page
 * starts once (app/auth/login.ts): the trip to the identity provider and back is the browser's.
 */
function offerLeadsTo(main: HTMLElement, verification: string) {
  const [link] = within(main).getAllByRole("link", { name: "Bekreft at du er student" });
  expect(link!.getAttribute("href")).toBe(verification);
}

/** The field's input, read back. */
const field = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });

/** Types into the field and clicks the button, as a reader sending a step does. */
async function fillAndSend(name: string, value: string, button: string) {
  await reader.fill(field(name), value);
  await reader.click(screen.getByRole("button", { name: button }));
}

/** The profile step: names prefilled from the account, saved as they are. */
async function finishProfile(heading: string) {
  await screen.findByRole("heading", { level: 1, name: heading });
  expect(field("Fornavn").value).not.toBe("");
  await reader.click(screen.getByRole("button", { name: "Lagre og fullfør" }));
}

/** The receipt's way to the front page, and what the front page then says of the plan. */
async function toFrontPage(...says: string[]) {
  await reader.click(screen.getByRole("link", { name: "Gå til forsiden" }));
  for (const text of says) expect(await screen.findByText(text, { exact: false })).toBeTruthy();
}

describe("student: verifying as a student, from the offer pages to the front page", () => {
  describe("no-subscription", () => {
    it("a private address is refused at the field, a wrong code keeps what was typed, the right one gives the student plan", async () => {
      await app.open("/student", /.+/);
      const offer = screen.getByRole("main");
      expect(
        within(offer).getByText("99 kr i måneden så lenge du er student", { exact: false }),
      ).toBeTruthy();
      offerLeadsTo(offer, "/student-verifisering");

      await app.openAs("no-subscription", "/student-verifisering", "Bekreft at du er student");
      await waitFor(() => expect(app.location()).toMatch(/^\/student-verifisering\?nokkel=/));

      await fillAndSend("Student-e-post", "ola.hansen@gmail.com", "Send kode");
      expect(
        await screen.findByText("Du må bruke e-postadressen du har fra universitetet eller høyskolen din."),
      ).toBeTruthy();
      expect(field("Student-e-post").getAttribute("aria-invalid")).toBe("true");
      expect(field("Student-e-post").value).toBe("ola.hansen@gmail.com");

      await fillAndSend("Student-e-post", "ola.hansen@stud.ntnu.no", "Send kode");
      expect(
        await screen.findByText("Vi har sendt en kode til ola.hansen@stud.ntnu.no.", { exact: false }),
      ).toBeTruthy();
      // The cool-down is said, and the button waits for it.
      expect(screen.getByText(/Du kan be om en ny om \d+ sekunder/)).toBeTruthy();
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send ny kode" }).disabled).toBe(true);

      const { code } = await emailedCode("ola.hansen@stud.ntnu.no");
      await fillAndSend("Kode fra e-posten", wrongOf(code), "Bekreft koden");
      expect(
        await screen.findByText("Koden er feil. Sjekk e-posten og prøv igjen. Du har 4 forsøk igjen."),
      ).toBeTruthy();
      expect(field("Kode fra e-posten").value).toBe(wrongOf(code));
      expect(field("Kode fra e-posten").getAttribute("aria-invalid")).toBe("true");

      await fillAndSend("Kode fra e-posten", code, "Bekreft koden");
      await finishProfile("Du er bekreftet som student");

      await screen.findByRole("heading", { level: 1, name: "Velkommen som studentabonnent" });
      expect(app.location()).toMatch(/^\/student-kvittering$/);
      expect(screen.getByText("Digital student", { exact: false })).toBeTruthy();
      expect(screen.getByText(/Du må bekrefte at du fortsatt er student innen/)).toBeTruthy();

      await toFrontPage(
        "Du har Digital student.",
        "Dette er et studentabonnement.",
        "Studentstatus bekreftet til",
      );
    });

    it("from the campaign page: an expired code asks for a new one, and the new one works", async () => {
      await app.open("/student2", /Ny student\?/);
      const offer = screen.getByRole("main");
      offerLeadsTo(offer, "/student-verifisering2");
      await app.openAs("no-subscription", "/student-verifisering2", "Bekreft at du er student");
      await waitFor(() => expect(app.location()).toMatch(/^\/student-verifisering2\?nokkel=/));

      await fillAndSend("Student-e-post", "nora.nilsen@student.uib.no", "Send kode");
      expect(
        await screen.findByText("Vi har sendt en kode til nora.nilsen@student.uib.no.", { exact: false }),
      ).toBeTruthy();
      const first = await emailedCode("nora.nilsen@student.uib.no");
      expect(first.count).toBe(1);

      await app.advanceClock({ minutes: 31 });
      await fillAndSend("Kode fra e-posten", first.code, "Bekreft koden");
      expect(await screen.findByText("Koden er ikke lenger aktiv. Be om en ny kode.")).toBeTruthy();

      await reader.click(screen.getByRole("button", { name: "Send ny kode" }));
      expect(
        await screen.findByText("Vi har sendt en ny kode til nora.nilsen@student.uib.no.", { exact: false }),
      ).toBeTruthy();
      const second = await emailedCode("nora.nilsen@student.uib.no");
      expect(second.count).toBe(2);
      await fillAndSend("Kode fra e-posten", second.code, "Bekreft koden");
      await finishProfile("Du er bekreftet som student");

      await screen.findByRole("heading", { level: 1, name: "Velkommen som studentabonnent" });
      expect(app.location()).toMatch(/^\/student-kvittering2$/);
    });
  });

  it("subscriber is told they already subscribe (ARIA_ACTIVE), with the way to the front page, and no code is sent", async () => {
    await app.openAs("subscriber", "/student-verifisering", "Du har allerede et abonnement");
    expect(screen.getByRole("alert").textContent).toContain("kan ikke få studenttilbudet i tillegg");
    await reader.click(screen.getByRole("link", { name: "Gå til forsiden" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Min side" })).toBeTruthy();
    expect((await outbox(app.browser)).filter((m) => m.channel === "email")).toEqual([]);
  });

  // ─── A student signed in without a newspaper account registers (docs/decisions/036) ─────────────

  describe("new-user", () => {
    it("from the campaign page: registers with the names, no account until the right code, then the account and the student plan", async () => {
      await app.open("/student2", /Ny student\?/);
      const offer = screen.getByRole("main");
      offerLeadsTo(offer, "/student-verifisering2");
      await app.openAs("new-user", "/student-verifisering2", "Bekreft at du er student");
      await waitFor(() => expect(app.location()).toMatch(/^\/student-verifisering2\?nokkel=/));
      expect(screen.getByText("Du har ingen kundekonto hos", { exact: false })).toBeTruthy();
      // Signed in, and the session step made no account.
      expect(await accountStatus()).toBe(404);

      // Prefilled from the identity user.
      expect(field("Fornavn").value).toBe("Nora");
      expect(field("Etternavn").value).toBe("Nilsen");
      await reader.fill(field("Fornavn"), "");
      await fillAndSend("Student-e-post", "nora@gmail.com", "Send kode");
      expect(await screen.findByText("Fornavn er påkrevd")).toBeTruthy();
      expect(field("Fornavn").getAttribute("aria-invalid")).toBe("true");
      expect(field("Student-e-post").value).toBe("nora@gmail.com");

      await fillAndSend("Fornavn", "Nora Marie", "Send kode");
      // Not a student address: at the field (the portal checks first; the platform would answer
      // EMAIL_DOES_NOT_EXIST, shown the same); what was typed is kept.
      expect(
        await screen.findByText("Du må bruke e-postadressen du har fra universitetet eller høyskolen din."),
      ).toBeTruthy();
      expect(field("Fornavn").value).toBe("Nora Marie");

      await fillAndSend("Student-e-post", "nora.nilsen@student.uib.no", "Send kode");
      expect(
        await screen.findByText("Vi har sendt en kode til nora.nilsen@student.uib.no.", { exact: false }),
      ).toBeTruthy();
      const { code, count } = await emailedCode("nora.nilsen@student.uib.no");
      expect(count).toBe(1);
      expect(await accountStatus()).toBe(404);

      await fillAndSend("Kode fra e-posten", wrongOf(code), "Bekreft koden");
      expect(
        await screen.findByText(
          "Koden er feil, eller den er ikke lenger aktiv. Sjekk e-posten og prøv igjen, eller be om en ny kode.",
        ),
      ).toBeTruthy();
      expect(field("Kode fra e-posten").value).toBe(wrongOf(code));
      expect(field("Kode fra e-posten").getAttribute("aria-invalid")).toBe("true");
      expect(await accountStatus()).toBe(404);

      // A new code registers again, with the names given on the first step: once the minute before
      // one may be asked for has passed on the page's clock.
      vi.setSystemTime(Date.now() + 61_000);
      const again = screen.getByRole<HTMLButtonElement>("button", { name: "Send ny kode" });
      await waitFor(() => expect(again.disabled).toBe(false));
      await reader.click(again);
      expect(
        await screen.findByText("Vi har sendt en ny kode til nora.nilsen@student.uib.no.", { exact: false }),
      ).toBeTruthy();
      const fresh = await emailedCode("nora.nilsen@student.uib.no");
      expect(fresh.count).toBe(2);
      expect(await accountStatus()).toBe(404);

      await fillAndSend("Kode fra e-posten", fresh.code, "Bekreft koden");
      await screen.findByRole("heading", { level: 1, name: "Velkommen som studentabonnent" });
      expect(app.location()).toMatch(/^\/student-kvittering2$/);
      expect(screen.getByText("Digital student", { exact: false })).toBeTruthy();
      expect(await accountStatus()).toBe(200);
      const account = (await (await fetch(`/api/account/${NEW_USER}`)).json()) as {
        data: { givenName: string };
      };
      expect(account.data.givenName).toBe("Nora Marie");

      await toFrontPage("Du har Digital student.", "Dette er et studentabonnement.");
    });

    it("who leaves the registration for the front page gets the account made there, as at any sign-in", async () => {
      await app.openAs("new-user", "/student-verifisering", "Bekreft at du er student");
      expect(screen.getByText("Du har ingen kundekonto hos", { exact: false })).toBeTruthy();
      expect(await accountStatus()).toBe(404);
      // Signed in without an account: the header offers logout, and no token is in web storage.
      const menu = screen.getByRole("navigation", { name: "Hovedmeny" });
      expect(await within(menu).findByRole("button", { name: "Logg ut" })).toBeTruthy();
      const storage = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
      expect(storage).not.toMatch(/loginToken|access_token|refresh_token|id_token|minside_session/i);

      await reader.click(within(menu).getByRole("link", { name: "Min side" }));
      await screen.findByRole("heading", { level: 1, name: "Du har ikke abonnement" });
      expect(app.location()).toMatch(/\/ingen-abonnement$/);
      expect(await accountStatus()).toBe(200);

      // Back on the verification, a new load: the account is there, the signed-in way (student-email/).
      await app.open("/student-verifisering", "Bekreft at du er student");
      expect(screen.queryByText("Du har ingen kundekonto hos", { exact: false })).toBeNull();
      expect(screen.queryByRole("textbox", { name: "Fornavn" })).toBeNull();
    });
  });
});
