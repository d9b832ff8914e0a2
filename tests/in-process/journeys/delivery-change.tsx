// Changing paper delivery, in-process (SPEC §5, ADR 085): paper-subscriber stops the paper for a
// vacation, until further notice and then a day it comes again, has it delivered elsewhere for a
// while and withdraws that, moves for good; a first day past the deadline — by the portal's clock or
// only by the platform's — proposes the next possible day, filled in; a digital subscriber is told
// delivery changes are for paper subscriptions. The days are the journeys' (earliestChangeDate at the
// stand-in's instant, which the page's pinned clock shares). What only a browser shows stays in
// tests/e2e/delivery-change.test.ts: axe on each of these screens, where focus goes when a withdrawal
// is asked and declined, and the Nynorsk run.
import { isInaccessible, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate, formatNumericDate } from "#app/domain/format.ts";
import { addDays, osloDateTime } from "#app/domain/oslo-date.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { descriptionOf, reader } from "../app.tsx";
import { app } from "./the-app.ts";

const nb = (isoDate: string) => formatDate(isoDate, "nb");

/** The stand-in's instant, which the page's clock was pinned to (tests/setup-unit.ts). */
const platformNow = () => new Date(app.clock.now);

/**
 * An element whose whole text, its children's too, is `text`: as a browser's text search reads a
 * paragraph with a bold part (getByText's own string reads only the element's own text).
 */
const wholeText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent?.replace(/\s+/g, " ").trim() === text &&
  [...element.children].every((child) => child.textContent?.replace(/\s+/g, " ").trim() !== text);

const STOP = "Stopp avisen en periode, for eksempel i ferien";
const TRANSFER = "Lever til en annen adresse en periode";
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const registerButton = () => screen.getByRole("button", { name: "Registrer endringen" });
const changes = () => screen.getByRole("region", { name: "Registrerte endringer" });

/** The registered change whose text has `summary`, once it is listed. */
async function registered(summary: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = within(changes())
      .getAllByRole("listitem")
      .find((li) => li.textContent?.includes(summary));
    expect(item, summary).toBeTruthy();
    return item!;
  });
}

describe("delivery-change: stopping, moving and redirecting the paper", () => {
  it("paper-subscriber stops the paper for a vacation from the next possible day", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    const address = screen.getByRole("region", { name: "Leveringsadresse" });
    expect(address.textContent).toContain("Arne Solberg");
    expect(address.textContent).toContain("Kongens gate 14");
    expect(address.textContent).toContain("7011 Trondheim");
    expect(screen.getByText("Du har ingen registrerte endringer.")).toBeTruthy();
    expect(
      screen.getByText("Endringer må registreres før kl. 12.00 dagen før en utgivelsesdag.", {
        exact: false,
      }),
    ).toBeTruthy();

    const earliest = earliestChangeDate(platformNow());
    const last = addDays(earliest, 6);
    await reader.click(screen.getByRole("radio", { name: STOP }));
    // The first day is the next possible one already.
    expect(field("Første dag").value).toBe(earliest);
    await reader.fill(field("Siste dag"), last);
    await reader.click(registerButton());

    const summary = `Stopp i leveringen fra ${nb(earliest)} til ${nb(last)}`;
    expect(await screen.findByText(`Endringen er registrert: ${summary}.`)).toBeTruthy();
    const item = await registered(summary);
    expect(item.textContent).toContain("Status: Registrert");
    expect(within(item).getByRole("button", { name: "Trekk tilbake" })).toBeTruthy();
    // The form is ready for the next change.
    expect((screen.getByRole("radio", { name: STOP }) as HTMLInputElement).checked).toBe(false);
  });

  it("a stop until further notice can be given a day the paper comes again", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    const earliest = earliestChangeDate(platformNow());
    await reader.click(screen.getByRole("radio", { name: STOP }));
    await reader.click(screen.getByRole("checkbox", { name: /Til videre/ }));
    await reader.click(registerButton());
    const item = await registered(`Stopp i leveringen fra ${nb(earliest)} (til videre)`);

    // The first day itself cannot be the day it comes again: the next possible day is proposed.
    const resume = within(item).getByLabelText("Avisen skal komme igjen fra") as HTMLInputElement;
    await reader.fill(resume, earliest);
    await reader.click(within(item).getByRole("button", { name: "Lagre dato" }));
    expect(await within(item).findByText(/^Første mulige dag er /)).toBeTruthy();
    expect(resume.getAttribute("aria-invalid")).toBe("true");
    const proposed = resume.value;
    expect(proposed > earliest).toBe(true);

    await reader.click(within(item).getByRole("button", { name: "Lagre dato" }));
    expect(await screen.findByText(`Avisen kommer igjen fra ${nb(proposed)}.`)).toBeTruthy();
    expect(
      await screen.findByText(`Stopp i leveringen fra ${nb(earliest)} til ${nb(addDays(proposed, -1))}`, {
        exact: false,
      }),
    ).toBeTruthy();
  });

  it("a first day past the deadline proposes the next possible day, filled in", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    const now = platformNow();
    const today = osloDateTime(now).date;
    const earliest = earliestChangeDate(now);
    const last = addDays(earliest, 13);

    await reader.click(screen.getByRole("radio", { name: STOP }));
    await reader.fill(field("Første dag"), today);
    await reader.fill(field("Siste dag"), last);
    await reader.click(registerButton());

    const proposal = `Første mulige dag er ${nb(earliest)}.`;
    expect(await screen.findByText(proposal)).toBeTruthy();
    const from = field("Første dag");
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(from)).toContain(proposal);
    // Proposed, and everything else kept as typed.
    expect(from.value).toBe(earliest);
    expect(field("Siste dag").value).toBe(last);
    expect((screen.getByRole("radio", { name: STOP }) as HTMLInputElement).checked).toBe(true);

    await reader.click(registerButton());
    await registered(`Stopp i leveringen fra ${nb(earliest)} til ${nb(last)}`);
    expect(screen.queryByText(proposal)).toBeNull();
  });

  it("when the platform finds the first day past the deadline, its next possible day is proposed", async () => {
    // The page's clock runs three days behind, and the platform leaves out its own next possible
    // day (ADR 034), so the portal reckons it from its clock and lets a day through that the platform
    // refuses with a 422 naming the next possible day.
    const now = platformNow();
    vi.setSystemTime(new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000));
    const omitted = await app.browser.fetch("/_dev/faults", {
      method: "POST",
      json: { path: "delivery/*", fault: "omit", field: "nextPossible", method: "GET" },
      csrf: false,
    });
    expect(omitted.ok).toBe(true);
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    const earliest = earliestChangeDate(now);
    const last = addDays(earliest, 10);
    await reader.click(screen.getByRole("radio", { name: STOP }));
    expect(field("Første dag").value).not.toBe(earliest);
    await reader.fill(field("Siste dag"), last);
    await reader.click(registerButton());
    expect(await screen.findByText(`Første mulige dag er ${nb(earliest)}.`)).toBeTruthy();
    expect(field("Første dag").value).toBe(earliest);
    await reader.click(registerButton());
    await registered(`Stopp i leveringen fra ${nb(earliest)} til ${nb(last)}`);
  });

  it("paper-subscriber has the paper delivered elsewhere for a while, then withdraws it", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    const earliest = earliestChangeDate(platformNow());
    const last = addDays(earliest, 20);

    await reader.click(screen.getByRole("radio", { name: TRANSFER }));
    expect(screen.getByRole("group", { name: "Hvor skal avisen leveres?" })).toBeTruthy();
    await reader.fill(field("Siste dag"), last);
    await reader.click(registerButton());

    const coname = () => textbox("Navn på leveringsadresse");
    const street = () => textbox("Adresse");
    const number = () => textbox("Gatenummer");
    const postalCode = () => textbox("Postnummer");
    await waitFor(() => expect(descriptionOf(coname())).toMatch(/Navn er påkrevd på leveringsadresse/));
    expect(descriptionOf(street())).toMatch(/Adresse er påkrevd/);
    expect(descriptionOf(number())).toMatch(/Gatenummer er påkrevd/);
    expect(descriptionOf(postalCode())).toMatch(/Postnummer er påkrevd/);
    for (const input of [coname(), street(), number(), postalCode()]) {
      expect(input.getAttribute("aria-invalid")).toBe("true");
    }

    await reader.fill(coname(), "Kari Solberg");
    await reader.fill(street(), "Munkegata");
    // Switching type hides the address but keeps what was typed.
    await reader.click(screen.getByRole("radio", { name: STOP }));
    expect(screen.queryByRole("group", { name: "Hvor skal avisen leveres?" })).toBeNull();
    await reader.click(screen.getByRole("radio", { name: TRANSFER }));
    expect(coname().value).toBe("Kari Solberg");
    expect(street().value).toBe("Munkegata");

    await reader.fill(number(), "5");
    await reader.fill(postalCode(), "0000");
    await waitFor(() => expect(descriptionOf(postalCode())).toMatch(/Fant ikke postnummeret/));
    await reader.fill(postalCode(), "12");
    await reader.click(registerButton());
    await waitFor(() => expect(descriptionOf(postalCode())).toMatch(/Postnummer består av 4 sifre/));
    await reader.fill(postalCode(), "7010");
    await waitFor(() => expect(textbox("Poststed").value).toBe("TRONDHEIM"));
    await reader.click(registerButton());

    const summary = `Levering til annen adresse fra ${nb(earliest)} til ${nb(last)}`;
    const item = await registered(summary);
    expect(item.textContent).toContain("Leveres til: c/o Kari Solberg, Munkegata 5, 7010 TRONDHEIM");
    // Its receipt names the change as the screen does, with the same days and the same address.
    const receipt = (await outbox(app.browser)).find((m) => m.text.includes("Levering til annen adresse"));
    expect(receipt?.text).toContain(
      `Levering til annen adresse fra ${formatNumericDate(earliest)} til og med ${formatNumericDate(last)} er registrert. ` +
        "Leveres til: c/o Kari Solberg, Munkegata 5, 7010 TRONDHEIM.",
    );

    // It asks first; "Nei" leaves the change as it was.
    await reader.click(within(item).getByRole("button", { name: "Trekk tilbake" }));
    expect(
      within(item).getByText(
        wholeText("Vil du trekke tilbake denne endringen? Avisen kommer da til den vanlige adressen."),
      ),
    ).toBeTruthy();
    await reader.click(within(item).getByRole("button", { name: "Nei, behold endringen" }));
    await reader.click(within(item).getByRole("button", { name: "Trekk tilbake" }));
    await reader.click(within(item).getByRole("button", { name: "Ja, trekk tilbake" }));
    expect(await within(changes()).findByText("Endringen er trukket tilbake.")).toBeTruthy();
    await waitFor(() => expect(changes().textContent).not.toContain(summary));
    expect(within(changes()).getByText("Du har ingen registrerte endringer.")).toBeTruthy();
  });

  it("a move for good has no last day", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    const earliest = earliestChangeDate(platformNow());
    await reader.click(screen.getByRole("radio", { name: "Flytt avisen til ny adresse for godt" }));
    expect(isInaccessible(field("Siste dag"))).toBe(true);
    expect(screen.queryByRole("checkbox", { name: /Til videre/ })).toBeNull();
    await reader.fill(textbox("Navn på leveringsadresse"), "Arne Solberg");
    await reader.fill(textbox("Adresse"), "Elgeseter gate");
    await reader.fill(textbox("Gatenummer"), "10");
    await reader.fill(textbox("Postnummer"), "7030");
    await reader.click(registerButton());
    await registered(`Flytting til ny adresse fra ${nb(earliest)}`);
  });

  it("subscriber (digital) is told delivery changes are for paper subscriptions", async () => {
    await app.openAs("subscriber", "/endre-avislevering", "Endre avislevering");
    expect(
      screen.getByText("Endring av avislevering gjelder papirabonnement.", { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Registrer endringen" })).toBeNull();
    expect(screen.getByRole("link", { name: "Tilbake til Min side" }).getAttribute("href")).toBe("/");
  });
});
