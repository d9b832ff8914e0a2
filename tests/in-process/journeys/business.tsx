// Business subscriptions in-process (SPEC §2 Business, §5, §8; ADR 085): what the admin of Moe Bygg
// AS is told of each row of an uploaded .xlsx and of pasted addresses, what is sent and saved (the
// invitations, the receipt, the outbox), the filter, search, resend and removal of the list; that
// employees and private subscribers are told the admin page is not theirs; and an invited employee's
// verification on /bedrift with the code from the outbox. What only a browser shows stays in
// tests/e2e/business.test.ts: axe on each screen, the heading focused after each step, a double click
// that sends once, the keyboard (typing, Space, Escape), and the invitation's link followed in a
// browser of its own through the identity provider.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import writeXlsxFile from "write-excel-file/universal";
import { EMPLOYEE_SHEET, EMPLOYEE_SHEET_NAME, XLSX_TYPE } from "#tests/fixtures/employee-sheet.ts";
import { describe, expect, it } from "vitest";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** The invitations e-mailed so far, newest first. */
const invitationMails = async () =>
  (await outbox(app.browser)).filter((m) => m.channel === "email" && m.text.includes("/bedrift?epost="));

/** An element's text as a reader sees it: the whitespace between its parts as one space. */
const textOf = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

/** The invitations listed (as the filter and search leave them). */
const rows = () => within(screen.getByRole("list", { name: "Invitasjoner" })).queryAllByRole("listitem");

/** The journey's spreadsheet (tests/fixtures/employee-sheet.ts), as the file a reader picks. */
const spreadsheet = async () =>
  new File([await (await writeXlsxFile(EMPLOYEE_SHEET).toBlob()).arrayBuffer()], EMPLOYEE_SHEET_NAME, {
    type: XLSX_TYPE,
  });

/** Chooses the file in the upload form and reads it in, as a reader picking it and clicking does. */
async function upload(file: File) {
  // The file picker is the browser's own: what the page sees is the input's change, with the file.
  await act(async () => {
    fireEvent.change(screen.getByLabelText("Regneark med e-postadresser"), { target: { files: [file] } });
  });
  await reader.click(screen.getByRole("button", { name: "Les inn filen" }));
}

/** Pastes `text` and asks for the review. */
async function pasteAndReview(text: string) {
  await reader.fill(screen.getByRole("textbox", { name: "E-postadresser" }), text);
  await reader.click(screen.getByRole("button", { name: "Se over adressene" }));
  await screen.findByRole("heading", { name: "Se over før du sender" });
}

describe("business: Moe Bygg AS's admin invites the employees, who take the subscription up", () => {
  describe("business-admin", () => {
    it("uploads an .xlsx: exactly the two new valid addresses are invited, every other row is explained", async () => {
      await app.openAs("business-admin", "/", "Min side");
      const main = screen.getByRole("main");
      const block = await within(main).findByRole("region", { name: "Bedriftsabonnement" });
      await waitFor(() => expect(textOf(block)).toContain("Moe Bygg AS"));
      expect(textOf(block)).toContain("1 av 25 invitasjoner er brukt");
      await reader.click(within(block).getByRole("link", { name: "Inviter og administrer ansatte" }));

      await screen.findByRole("heading", { level: 1, name: "Administrer bedriftsabonnement" });
      expect(screen.getByText("moebygg.no")).toBeTruthy();
      expect(screen.getByText("1 av 25")).toBeTruthy();

      const file = await spreadsheet();
      await upload(file);
      await screen.findByRole("heading", { name: "Se over før du sender" });
      expect(screen.getByText("Fra filen ansatte.xlsx.", { exact: false })).toBeTruthy();
      expect(
        screen.getByText("Første rad er en overskrift og er hoppet over.", { exact: false }),
      ).toBeTruthy();
      expect(screen.getByText("Tomme rader som er hoppet over: 6.")).toBeTruthy();

      const review = within(screen.getByRole("list", { name: "Adressene du har gitt" }))
        .getAllByRole("listitem")
        .map(textOf);
      expect(review).toHaveLength(5);
      expect(review[0]).toContain("ny.ansatt@moebygg.no (rad 2) Ny – blir invitert");
      expect(review[1]).toContain("kari@gmail.com (rad 3) Ikke på bedriftens domene (moebygg.no)");
      expect(review[2]).toContain("ny.ansatt@moebygg.no (rad 4) Står flere ganger");
      expect(review[3]).toContain("ikke-en-adresse (rad 5) Ikke en gyldig e-postadresse");
      expect(review[4]).toContain("andre.ansatt@moebygg.no (rad 7) Ny – blir invitert");

      await reader.click(screen.getByRole("button", { name: "Send 2 invitasjoner" }));
      await screen.findByRole("heading", { name: "Resultat" });
      expect(screen.getByText("2 invitasjoner er sendt.")).toBeTruthy();

      const mails = await invitationMails();
      expect(mails.map((m) => m.recipient).sort()).toEqual([
        "andre.ansatt@moebygg.no",
        "ny.ansatt@moebygg.no",
      ]);
      expect(mails[0]!.text).toContain("http://sbx.localhost:");
      await waitFor(() => expect(rows()).toHaveLength(3));
      expect(screen.getByText("3 av 25")).toBeTruthy();

      // The same file again: both are already invited, nothing is sent.
      await reader.click(screen.getByRole("link", { name: "Inviter flere" }));
      await upload(file);
      const again = await screen.findByRole("list", { name: "Adressene du har gitt" });
      expect(textOf(within(again).getAllByRole("listitem")[0]!)).toContain("Allerede invitert");
      expect(screen.queryByRole("button", { name: /^Send \d+ invitasjon/ })).toBeNull();
      expect(await invitationMails()).toHaveLength(2);
    });

    it("pastes addresses, then filters, searches, resends and removes", async () => {
      await app.openAs("business-admin", "/administrer-bedrift", "Administrer bedriftsabonnement");
      await reader.click(screen.getByRole("button", { name: "Se over adressene" }));
      expect(await screen.findByText("E-postadresser er påkrevd")).toBeTruthy();

      await pasteAndReview("per@moebygg.no; pål@gmail.com\nanne@moebygg.no,");
      expect(screen.getByText("2 adresser blir invitert.", { exact: false })).toBeTruthy();
      expect(screen.getByText("1 adresse blir ikke invitert", { exact: false })).toBeTruthy();
      await reader.click(screen.getByRole("button", { name: "Send 2 invitasjoner" }));
      expect(await screen.findByText("2 invitasjoner er sendt.")).toBeTruthy();
      // One receipt for the send, naming each address the screen counted.
      const receipts = (await outbox(app.browser)).filter((m) => m.text.startsWith("Kvittering for endring"));
      expect(receipts).toHaveLength(1);
      for (const address of ["per@moebygg.no", "anne@moebygg.no"])
        expect(receipts[0]!.text).toContain(`Du har gitt ${address} tilgang gjennom bedriftsabonnementet.`);

      await waitFor(() => expect(rows()).toHaveLength(3));
      await reader.click(screen.getByRole("radio", { name: "Aktive" }));
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(textOf(rows()[0]!)).toContain("silje.haugen@moebygg.no");
      expect(textOf(rows()[0]!)).toContain("Aktiv");
      await reader.click(screen.getByRole("radio", { name: "Sendt" }));
      await waitFor(() => expect(rows()).toHaveLength(2));
      await waitFor(() => expect(app.location()).toMatch(/vis=sent/));

      await reader.click(screen.getByRole("radio", { name: "Alle" }));
      const search = screen.getByRole("searchbox", { name: "Søk etter e-postadresse" });
      await reader.fill(search, "ANNE");
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(screen.getByText("Viser 1–1 av 1")).toBeTruthy();

      await reader.click(
        screen.getByRole("button", { name: "Send invitasjonen til anne@moebygg.no på nytt" }),
      );
      expect(await screen.findByText("Invitasjonen er sendt på nytt til anne@moebygg.no.")).toBeTruthy();
      expect((await invitationMails()).filter((m) => m.recipient === "anne@moebygg.no")).toHaveLength(2);

      // Removing one, and thinking better of it: nothing happens.
      await reader.click(screen.getByRole("button", { name: "Fjern anne@moebygg.no" }));
      const dialog = await screen.findByRole("dialog", { name: "Fjerne 1 invitasjon?" });
      await reader.click(within(dialog).getByRole("button", { name: "Avbryt" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(rows()).toHaveLength(1);

      // Two selected, removed after the confirmation.
      await reader.fill(search, "");
      await waitFor(() => expect(rows()).toHaveLength(3));
      await reader.click(screen.getByRole("checkbox", { name: "Velg per@moebygg.no" }));
      await reader.click(screen.getByRole("checkbox", { name: "Velg anne@moebygg.no" }));
      await reader.click(screen.getByRole("button", { name: "Fjern 2 valgte" }));
      const confirm = await screen.findByRole("dialog", { name: "Fjerne 2 invitasjoner?" });
      expect(textOf(confirm)).toContain("per@moebygg.no");
      expect(textOf(confirm)).toContain("anne@moebygg.no");
      await reader.click(within(confirm).getByRole("button", { name: "Ja, fjern" }));
      expect(await screen.findByText("2 invitasjoner er fjernet.")).toBeTruthy();
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(screen.getByText("1 av 25")).toBeTruthy();
    });
  });

  describe.each([
    ["business-employee", "Du har tilgang gjennom arbeidsgiveren din."],
    ["subscriber", "Har bedriften din bedriftsabonnement og du skal være administrator"],
  ])("%s", (persona, says) => {
    it("is told the admin page is for the company's administrator", async () => {
      await app.openAs(persona, "/administrer-bedrift", "Administrer bedriftsabonnement");
      const main = screen.getByRole("main");
      expect(
        within(main).getByText("Denne siden er for bedriftens administrator.", { exact: false }),
      ).toBeTruthy();
      expect(within(main).getByText(says, { exact: false })).toBeTruthy();
      expect(within(main).queryByRole("textbox", { name: "E-postadresser" })).toBeNull();
    });
  });

  it("business-employee sees on Min side that the employer gives access and they pay nothing", async () => {
    await app.openAs("business-employee", "/", "Min side");
    const main = screen.getByRole("main");
    const block = await within(main).findByRole("region", { name: "Bedriftsabonnement" });
    expect(textOf(block)).toContain("Du betaler ingenting selv.");
    expect(within(block).getByRole("link", { name: "Vilkår for bedriftsabonnement" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Inviter og administrer ansatte" })).toBeNull();
  });

  it("an invited employee verifies on /bedrift with the code from the outbox, and the admin sees it taken up", async () => {
    await app.openAs("business-admin", "/administrer-bedrift", "Administrer bedriftsabonnement");
    await pasteAndReview("ola.hansen@moebygg.no");
    await reader.click(screen.getByRole("button", { name: "Send 1 invitasjon" }));
    expect(await screen.findByText("1 invitasjon er sendt.")).toBeTruthy();
    const [invitation] = await invitationMails();
    const link = new URL(/(http:\/\/\S+\/bedrift\?epost=\S+)/.exec(invitation!.text)![1]!);

    // Ola Hansen, signed in as himself (the way there through the identity provider is the browser's),
    // opens the link.
    await app.forgetVisitor();
    await app.openAs("no-subscription", `${link.pathname}${link.search}`, "Bekreft bedriftsabonnement");
    const email = screen.getByRole<HTMLInputElement>("textbox", { name: "Jobb-e-post" });
    expect(email.value).toBe("ola.hansen@moebygg.no");

    await reader.fill(email, "ola@moebygg.no");
    await reader.click(screen.getByRole("button", { name: "Send kode" }));
    expect(
      await screen.findByText("Vi fant ingen invitasjon til denne e-postadressen.", { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Jobb-e-post" }).value).toBe(
      "ola@moebygg.no",
    );

    await reader.fill(screen.getByRole("textbox", { name: "Jobb-e-post" }), "ola.hansen@moebygg.no");
    await reader.click(screen.getByRole("button", { name: "Send kode" }));
    expect(
      await screen.findByText("Vi har sendt en kode til ola.hansen@moebygg.no.", { exact: false }),
    ).toBeTruthy();
    const mail = (await outbox(app.browser)).find(
      (m) => m.recipient === "ola.hansen@moebygg.no" && /\d{6}/.test(m.text),
    )!;
    const code = /(\d{6})/.exec(mail.text)![1]!;

    await reader.fill(
      screen.getByRole("textbox", { name: "Kode fra e-posten" }),
      code === "000000" ? "111111" : "000000",
    );
    await reader.click(screen.getByRole("button", { name: "Bekreft og ta i bruk" }));
    expect(await screen.findByText("Koden er feil. Sjekk e-posten og prøv igjen.")).toBeTruthy();

    await reader.fill(screen.getByRole("textbox", { name: "Kode fra e-posten" }), code);
    await reader.click(screen.getByRole("button", { name: "Bekreft og ta i bruk" }));
    await waitFor(() => expect(app.location()).toMatch(/^\/\?bedrift=1$/));
    expect(await screen.findByText("Bedriftsabonnementet er tatt i bruk. Velkommen!")).toBeTruthy();
    expect(await screen.findByText("Du har Bedrift digital.")).toBeTruthy();
    const block = await screen.findByRole("region", { name: "Bedriftsabonnement" });
    expect(textOf(block)).toContain("Du betaler ingenting selv.");

    // The admin sees the invitation taken up.
    await app.forgetVisitor();
    await app.openAs("business-admin", "/administrer-bedrift", "Administrer bedriftsabonnement");
    await reader.click(screen.getByRole("radio", { name: "Aktive" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it("an address another employee has taken up is not an invitation for someone else", async () => {
    await app.openAs("subscriber", "/bedrift?epost=silje.haugen%40moebygg.no", "Bekreft bedriftsabonnement");
    await reader.click(screen.getByRole("button", { name: "Send kode" }));
    expect(
      await screen.findByText("Vi fant ingen invitasjon til denne e-postadressen.", { exact: false }),
    ).toBeTruthy();
  });
});
