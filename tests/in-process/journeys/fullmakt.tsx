// A power of attorney (fullmakt, ADR 054) in-process, in Bokmål (ADR 085): Arne gives Even the right
// to help with delivery (a date in the past refused at its field first); Even opens the code from
// the outbox with his own account, accepts, sees "Du hjelper Arne Solberg" and stops the paper for a
// vacation, which Arne's history tells as made by Even with a receipt to Arne; Arne ends it, his
// history tells the grant's whole life, and Even's next page says it no longer holds. A helper meets
// the subscriber's own screens said plainly, asks the platform nothing for them, and goes back to
// his own page; a helper of two goes between them and gives one up; a helper who may see the
// invoices opens Kari's invoice as a page. tests/e2e/fullmakt.test.ts keeps, in a browser: the
// Nynorsk runs (with axe), Even's send refused after Arne ended the grant while Even's page was open
// (Nynorsk there, Bokmål in its "a grant ended while the helper acts"), the two tabs, the invoice's
// PDF read back, and axe on the helper of two's list after giving one up. The people act one after
// another in one window: a person's cookies are kept while another is signed in, as their own
// device would keep them.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { seededInvoiceNo } from "#tests/fixtures/personas/all.ts";
import { reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** What a person's own device keeps while someone else uses theirs: the cookies, and those script reads. */
interface Device {
  cookies: Map<string, string>;
  script: string[];
}

const scriptCookies = () => document.cookie.split("; ").filter(Boolean);

/** The day the platform stands at, as the journeys' platformNow(). */
const platformNow = () => new Date(app.clock.now);

/**
 * The element whose whole text is `text`, though parts of it are in elements of their own (a name in
 * <strong>), as a browser's getByText finds it.
 */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent?.replace(/\s+/g, " ").trim() === text &&
  ![...element.children].some((child) => child.textContent?.replace(/\s+/g, " ").trim() === text);

const button = (name: string | RegExp, within_: HTMLElement = document.body) =>
  within(within_).findByRole("button", { name });

describe("fullmakt: a helper acts for the one who gave the power of attorney, and loses it when it ends", () => {
  let devices = new Map<string, Device>();
  let current: string | null = null;

  beforeEach(() => {
    devices = new Map();
    current = null;
  });

  /**
   * A page load as `persona` at `path`, on their own device: the first time signed in, later with
   * the cookies they had. (A helper the harness might have: two people one after another in one
   * window, each with their own cookies.)
   */
  async function loadAs(persona: string, path: string) {
    if (current) devices.set(current, { cookies: new Map(app.browser.cookies), script: scriptCookies() });
    await app.forgetVisitor();
    const device = devices.get(persona);
    current = persona;
    if (device) {
      for (const [name, value] of device.cookies) app.browser.cookies.set(name, value);
      for (const pair of device.script) document.cookie = `${pair}; path=/`;
      await app.open(path);
    } else {
      await app.openAs(persona, path);
    }
    return screen.getByRole("main");
  }

  /** A page load of `path` by whoever is here (the browser's page.goto). */
  const load = (path: string) => loadAs(current!, path);

  /** Signs in as the helper at /fullmakt and goes to the page of `name`, as the journeys' actFor. */
  async function actFor(persona: string, name: string) {
    await loadAs(persona, "/fullmakt");
    await reader.click(await button(`Gå til siden til ${name}`));
    expect(await screen.findByRole("heading", { name: `Du hjelper ${name}` })).toBeTruthy();
  }

  it("nb: Arne gives Even fullmakt; Even stops the paper for him, and loses it when Arne ends it", async () => {
    let main = await loadAs("paper-subscriber", "/fullmakt");
    const name = await within(main).findByRole("textbox", { name: "Navn på hjelperen" });
    await reader.fill(name, "Even Lie");
    await reader.fill(
      within(main).getByRole("textbox", { name: "E-post eller mobilnummer" }),
      "even.lie@example.no",
    );
    await reader.click(within(main).getByRole("checkbox", { name: "Levering og ferieomlegging" }));
    const until = within(main).getByLabelText(/Gjeld(er)? til og med/) as HTMLInputElement;
    const oneYear = until.value;
    expect(oneYear).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await reader.fill(until, addDays(earliestChangeDate(platformNow()), -7));
    await reader.click(within(main).getByRole("button", { name: "Send invitasjon" }));
    expect(await within(main).findByText("Datoen kan ikke være før i dag")).toBeTruthy();
    expect((within(main).getByRole("textbox", { name: "Navn på hjelperen" }) as HTMLInputElement).value).toBe(
      "Even Lie",
    );
    await reader.fill(within(main).getByLabelText(/Gjeld(er)? til og med/), oneYear);
    await reader.click(within(main).getByRole("button", { name: "Send invitasjon" }));
    expect(await within(main).findByText("Invitasjonen er sendt til Even Lie.")).toBeTruthy();

    // Even opens the link from the e-mail with his own account and accepts.
    const message = (await outbox(app.browser)).find((m) => m.recipient === "even.lie@example.no");
    const link = message?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link, "a message to even.lie@example.no with a link").toBeTruthy();
    const { pathname, search } = new URL(link!);
    main = await loadAs("helper", `${pathname}${search}`);
    await reader.click(await button("Godta fullmakten", main));
    await reader.click(await button("Gå til siden til Arne Solberg", main));
    expect(await screen.findByRole("heading", { name: "Du hjelper Arne Solberg" })).toBeTruthy();

    // A granted act: a vacation stop on Arne's delivery.
    main = await load("/endre-avislevering");
    await reader.click(
      await within(main).findByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }),
    );
    await reader.fill(
      within(main).getByLabelText("Siste dag"),
      addDays(earliestChangeDate(platformNow()), 6),
    );
    await reader.click(within(main).getByRole("button", { name: "Registrer endringen" }));
    const changes = await within(main).findByRole("region", { name: "Registrerte endringer" });
    expect(await button("Trekk tilbake", changes)).toBeTruthy();

    // Arne's history says Even did it, and Arne had a receipt.
    main = await loadAs("paper-subscriber", "/historikk");
    expect(await within(main).findByText("Gjort av Even Lie med fullmakt")).toBeTruthy();
    const receipt = (await outbox(app.browser)).find((m) => m.recipient === "arne.solberg@example.no");
    expect(receipt?.text).toMatch(/^Even Lie har gjort dette for deg på Min side/);

    // Arne ends it.
    main = await load("/fullmakt");
    const evens = (await within(main).findAllByRole("listitem")).filter((item) =>
      item.textContent?.includes("Even Lie"),
    );
    expect(evens).toHaveLength(1);
    await reader.click(within(evens[0]!).getByRole("button", { name: "Avslutt fullmakten" }));
    expect(await within(main).findByText("Fullmakten til Even Lie er avsluttet.")).toBeTruthy();
    // Arne's history tells the grant's whole life.
    main = await load("/historikk");
    for (const step of [
      "Ga Even Lie fullmakt",
      "Even Lie godtok fullmakten",
      "Avsluttet fullmakten til Even Lie",
    ])
      expect(await within(main).findByText(step)).toBeTruthy();
    const receipts = (await outbox(app.browser)).filter(
      (m) =>
        m.recipient === "arne.solberg@example.no" &&
        m.text.includes("Even Lie") &&
        !m.text.startsWith("Even Lie har gjort dette"),
    );
    expect(receipts).toHaveLength(3);

    // Even's next page no longer acts for Arne, and says why. (His send from a page loaded before the
    // grant ended needs his page open while Arne acts: two devices at once, the browser's.)
    main = await loadAs("helper", "/");
    expect(
      await within(main).findByText(
        wholeText(
          "Fullmakten du brukte, gjelder ikke lenger: den er avsluttet eller har gått ut. Du er tilbake på din egen side.",
        ),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Du hjelper Arne Solberg" })).toBeNull();
  });

  it("nb: a helper meets the subscriber's own screens, said plainly, and goes back to his own page", async () => {
    // Even signs in: his own front page says whom he helps, with the way there.
    let main = await loadAs("helper", "/");
    expect(await within(main).findByText("Du hjelper Kari Nordmann med fullmakt.")).toBeTruthy();
    await reader.click(within(main).getByRole("link", { name: "Hjelp med fullmakt" }));
    await reader.click(await button("Gå til siden til Kari Nordmann"));
    expect(await screen.findByRole("heading", { name: "Du hjelper Kari Nordmann" })).toBeTruthy();
    // Her subscription, spoken of in the third person.
    main = screen.getByRole("main");
    expect(await within(main).findByRole("heading", { name: "Abonnementet til Kari Nordmann" })).toBeTruthy();
    expect(await within(main).findByText("Kari Nordmann har Digital.")).toBeTruthy();
    // The front page offers none of Kari's own choices.
    for (const link of ["Avslutt abonnement", "Endre abonnement", "Endre betalingsmetode"])
      expect(screen.queryByRole("link", { name: link })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Betalingsmåte" })).toBeNull();
    // Typed as addresses, her own screens say whose choice they are, not that something failed; the
    // platform is asked for nothing.
    const from = app.calls.length;
    for (const path of ["/avslutt-abonnement", "/endre-profil", "/endre-abonnement", "/samtykke1"]) {
      main = await load(path);
      expect(
        await within(main).findByRole("heading", { level: 1, name: "Dette kan bare Kari Nordmann gjøre" }),
      ).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Prøv igjen" })).toBeNull();
      expect(
        screen.getByText(wholeText("Du hjelper Kari Nordmann. Det du gjør her, gjør du for Kari Nordmann.")),
      ).toBeTruthy();
    }
    const asked = app.calls
      .slice(from)
      .filter((call) => call.includes("/api/") && !/\/api\/(fullmakt|account|subscription)/.test(call));
    expect(asked).toEqual([]);
    // The band at the top of every screen leads back to his own page.
    await reader.click(screen.getByRole("button", { name: "Tilbake til din egen side" }));
    main = screen.getByRole("main");
    expect(await within(main).findByText(/Hei, Even!/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Du hjelper Kari Nordmann" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Tilbake til din egen side" })).toBeNull();
    // His own front page says whom he helps, with the way to help.
    expect(await within(main).findByText("Du hjelper Kari Nordmann med fullmakt.")).toBeTruthy();
  });

  it("a helper of two sees both, goes between them, and gives one up", async () => {
    await actFor("helper-of-two", "Arne Solberg");
    await reader.click(screen.getByRole("link", { name: "Alle du hjelper" }));
    const list = () => screen.getByRole("region", { name: "Du hjelper" });
    await waitFor(() => expect(within(list()).getAllByRole("listitem")).toHaveLength(2));
    await reader.click(within(list()).getByRole("button", { name: "Gå til siden til Ingrid Olsen" }));
    expect(await screen.findByRole("heading", { name: "Du hjelper Ingrid Olsen" })).toBeTruthy();
    await reader.click(screen.getByRole("link", { name: "Alle du hjelper" }));
    await waitFor(() => expect(within(list()).getAllByRole("listitem")).toHaveLength(2));
    const ingrid = within(list())
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes("Ingrid Olsen"));
    await reader.click(within(ingrid!).getByRole("button", { name: "Avslutt fullmakten" }));
    expect(await screen.findByText("Fullmakten til Ingrid Olsen er avsluttet.")).toBeTruthy();
    await waitFor(() =>
      expect(within(list()).queryByRole("button", { name: "Gå til siden til Ingrid Olsen" })).toBeNull(),
    );
  });

  it("a helper who may see the invoices opens Kari's invoice as a page, with the way to its PDF", async () => {
    const number = seededInvoiceNo("subscriber", osloToday(platformNow()));
    await actFor("helper", "Kari Nordmann");
    await reader.click(await screen.findByRole("link", { name: "Se alle fakturaer" }));
    await reader.click(await screen.findByRole("link", { name: `Se faktura ${number}` }));
    const main = screen.getByRole("main");
    expect(await within(main).findByRole("heading", { level: 1, name: `Faktura ${number}` })).toBeTruthy();
    const fact = (term: string) =>
      [...main.querySelectorAll("dt")].find((dt) => dt.textContent === term)?.nextElementSibling;
    expect(fact("Kunde")?.textContent).toBe("Kari Nordmann");
    expect(fact("Kundenummer")?.textContent).toBe("40527391");
    expect(within(main).getByRole("link", { name: "Last ned fakturaen som PDF" })).toBeTruthy();
  });
});
