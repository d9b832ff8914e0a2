// Any name, any input (ADR 048), in Bokmål on the sandbox title, in-process (ADR 087): what a reader
// types is shown as typed, never read as markup (no element made of it, and no complaint from the
// translations' formatter about an element it cannot place); a text with an invisible reordering mark
// is refused at its field; a business admin's list with addresses that cannot be sent to has each
// refused at its row, and the rest are sent. Nothing of these journeys is left in a browser: axe on a
// registered transfer and on the admin's review with refused rows is checked by
// tests/e2e/delivery-change.test.ts and tests/e2e/accessibility.test.ts (tests/e2e/any-input.test.ts
// is gone).
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { descriptionOf, reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** Text as a reader reads it: runs of white space as one space, none at the ends. */
const said = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

const textbox = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });

/** The element the page has focused, once it is `element`. */
const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

describe("any-input: what is typed is shown as typed", () => {
  it("a c/o name written as markup is shown as it was typed", async () => {
    await app.openAs("paper-subscriber", "/endre-avislevering", "Endre avislevering");
    const earliest = earliestChangeDate(new Date());
    const last = addDays(earliest, 10);
    await reader.click(screen.getByRole("radio", { name: "Lever til en annen adresse en periode" }));
    await reader.fill(screen.getByLabelText("Siste dag"), last);
    const coname = textbox("Navn på leveringsadresse");
    await reader.fill(textbox("Adresse"), "Munkegata");
    await reader.fill(textbox("Gatenummer"), "5");
    await reader.fill(textbox("Postnummer"), "7010");
    await waitFor(() => expect(textbox("Poststed").value).toBe("TRONDHEIM"));

    // An invisible right-to-left override is refused at the field, in Norwegian.
    await reader.fill(coname, "\u202E<b>Hytta</b>");
    await reader.click(screen.getByRole("button", { name: "Registrer endringen" }));
    await waitFor(() =>
      expect(descriptionOf(coname)).toMatch(/Teksten har usynlige tegn som ikke kan brukes/),
    );
    expect(coname.getAttribute("aria-invalid")).toBe("true");

    await reader.fill(coname, "<b>Hytta</b> <script>alert(1)</script>");
    await reader.click(screen.getByRole("button", { name: "Registrer endringen" }));
    const summary = `Levering til annen adresse fra ${formatDate(earliest, "nb")} til ${formatDate(last, "nb")}`;
    const item = await waitFor(() => {
      const region = screen.getByRole("region", { name: "Registrerte endringer" });
      const found = within(region)
        .getAllByRole("listitem")
        .find((li) => said(li.textContent).includes(summary));
      expect(found, summary).toBeTruthy();
      return found!;
    });
    expect(said(item.textContent)).toContain(
      "Leveres til: c/o <b>Hytta</b> <script>alert(1)</script>, Munkegata 5, 7010 TRONDHEIM",
    );
    expect(item.querySelectorAll("b, script")).toHaveLength(0);
    // The page's console (quiet in the harness, but heard): Lingui's formatter says this when a
    // message's text holds a tag it was not given, that is, when the typed text was read as markup.
    const errors = vi.mocked(console.error).mock.calls.map((args) => args.map(String).join(" "));
    expect(errors.filter((e) => /element at index/.test(e))).toEqual([]);
  });

  it("business-admin's list: each address that cannot be sent to is refused at its row, the rest are sent", async () => {
    await app.openAs("business-admin", "/administrer-bedrift", "Administrer bedriftsabonnement");
    const long = `${"a".repeat(2990)}@moebygg.no`;
    await reader.fill(
      textbox("E-postadresser"),
      ["ny.ansatt@moebygg.no", long, "kari😀@moebygg.no", "per\u200F@moebygg.no"].join("\n"),
    );
    await reader.click(screen.getByRole("button", { name: "Se over adressene" }));
    await focused(await screen.findByRole("heading", { name: "Se over før du sender" }));

    const review = within(screen.getByRole("list", { name: "Adressene du har gitt" })).getAllByRole(
      "listitem",
    );
    expect(review).toHaveLength(4);
    expect(said(review[0]!.textContent)).toContain("ny.ansatt@moebygg.no Ny – blir invitert");
    expect(said(review[1]!.textContent)).toContain("For lang til å være en e-postadresse (høyst 254 tegn)");
    expect(said(review[2]!.textContent)).toContain("Har tegn en e-postadresse ikke kan ha");
    expect(said(review[3]!.textContent)).toContain("Har tegn en e-postadresse ikke kan ha");

    await reader.click(screen.getByRole("button", { name: "Send 1 invitasjon" }));
    await focused(await screen.findByRole("heading", { name: "Resultat" }));
    expect(screen.getByText("1 invitasjon er sendt.")).toBeTruthy();
    expect(screen.queryByText(/Vi fikk ikke fullført/)).toBeNull();
    const mails = (await outbox(app.browser)).filter((m) => m.text.includes("/bedrift?epost="));
    expect(mails.map((m) => m.recipient)).toEqual(["ny.ansatt@moebygg.no"]);
  });
});
