// A delivery complaint in-process (SPEC §5, docs/decisions/037, ADR 085), on the sandbox title:
// paper-subscriber is told at each field that the category and the days are required, registers a
// complaint with a remedy and a comment and sees the confirmation (the e-mail in the outbox), and
// can start another; the comment counts its characters and refuses more than 1000, keeping what was
// typed; a digital subscriber cannot reach the form and is told why. The delivery history, several
// days, redelivery and the third complaint: journeys/delivery-history.tsx.
//
// What only a browser shows stays in tests/e2e/complaint.test.ts: axe on the form, its refusals
// and the digital explanation, in Nynorsk (SH) — the same screens as these.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate } from "#app/domain/format.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { dayName, lastPaperDay } from "#tests/e2e/complaint-steps.ts";
import { descriptionOf, reader } from "../app.tsx";
import { app } from "./the-app.ts";

const send = () => screen.getByRole("button", { name: "Send reklamasjonen" });
const comment = () => screen.getByRole("textbox", { name: "Kommentar (valgfritt)" }) as HTMLTextAreaElement;

async function openComplaint(persona: string) {
  await app.openAs(persona, "/tilbakemelding", "Registrer reklamasjon");
}

describe("complaint: the form, its refusals, the confirmation, and the digital subscriber", () => {
  it("paper-subscriber registers a complaint and sees the confirmation", async () => {
    await openComplaint("paper-subscriber");

    // Nothing chosen: the category and the days are required, said at each.
    await reader.click(await screen.findByRole("button", { name: "Send reklamasjonen" }));
    const categories = screen.getByRole("radiogroup", { name: "Hva gjelder det?" });
    await waitFor(() => expect(categories.getAttribute("aria-invalid")).toBe("true"));
    expect(descriptionOf(categories)).toBe("Kategori er påkrevd");
    const days = screen.getByRole("group", { name: "Hvilke dager gjelder det?" });
    expect(descriptionOf(days)).toMatch(/Velg minst én dag\./);

    const day = lastPaperDay();
    await reader.click(within(categories).getByRole("radio", { name: "Avisen var våt eller skadet" }));
    await reader.click(screen.getByRole("checkbox", { name: new RegExp(`^${dayName(day)} `) }));
    await reader.click(
      await within(screen.getByRole("radiogroup", { name: "Hva vil du at vi skal gjøre?" })).findByRole(
        "radio",
        {
          name: /^Trekk 29 kr fra neste faktura/,
        },
      ),
    );
    await reader.fill(comment(), "Avisen lå i en sølepytt.");
    expect(await screen.findByText("24 av 1000 tegn")).toBeTruthy();
    await reader.click(send());

    expect(
      await screen.findByText(`Takk! Vi har registrert reklamasjonen din for ${formatDate(day, "nb")}.`),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Vi trekker 29 kr fra fakturaen for perioden som starter \d+\. \w+ \d{4}\.$/),
    ).toBeTruthy();
    expect(screen.getByText("Du får en bekreftelse på e-post til arne.solberg@example.no.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send reklamasjonen" })).toBeNull();
    const mail = (await outbox(app.browser)).find(
      (m) => m.channel === "email" && m.text.includes("reklamasjonen"),
    );
    expect(mail?.recipient).toBe("arne.solberg@example.no");

    // Another complaint starts afresh.
    await reader.click(screen.getByRole("link", { name: "Registrer en ny reklamasjon" }));
    expect(await screen.findByRole("button", { name: "Send reklamasjonen" })).toBeTruthy();
  });

  it("the comment counts its characters and refuses more than 1000", async () => {
    await openComplaint("paper-subscriber");
    await reader.click(await screen.findByRole("radio", { name: "Avisen kom ikke" }));
    await reader.fill(comment(), "x".repeat(1001));
    expect(await screen.findByText("1001 av 1000 tegn")).toBeTruthy();
    // Said to screen readers once typing pauses.
    expect(await screen.findByText("Du har 1 tegn for mye.")).toBeTruthy();
    await reader.click(send());
    await waitFor(() =>
      expect(descriptionOf(comment())).toMatch(/Kommentaren kan være på høyst 1000 tegn\./),
    );
    expect(comment().value).toBe("x".repeat(1001));
  });

  it("subscriber (digital) cannot reach the complaint form and is told why", async () => {
    await openComplaint("subscriber");
    const main = screen.getByRole("main");
    expect(
      await within(main).findByText("Reklamasjon gjelder levering av papiravisen.", { exact: false }),
    ).toBeTruthy();
    expect(within(main).getByText("Du har et digitalt abonnement", { exact: false })).toBeTruthy();
    expect(within(main).getByRole("link", { name: "kundeservice" }).getAttribute("href")).toBe(
      "/kundeservice",
    );
    expect(screen.queryAllByRole("radiogroup")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Send reklamasjonen" })).toBeNull();
  });
});
