// Changing plan, in-process (SPEC §2, ADR 085): a confirm step with the price, the billing period,
// the date and what paying yearly saves first, then the receipt, and Min side and /endre-abonnement
// show the change that waits until it is withdrawn; a discount code once per subscription, refused
// at the field otherwise; the cancellation's offer of the same plan paid yearly. What only a browser
// shows stays in tests/e2e/change-subscription.test.ts: axe on each of these screens, a double click
// that changes once, the withdrawal's answer focused, and every Nynorsk run.
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { outbox } from "#scripts/dev-backend/test-support.ts";
import { descriptionOf, reader } from "../app.tsx";
import { app } from "./the-app.ts";

/** What the page sent: each call's path, body and Idempotency-Key, as a browser's request shows them. */
const sent: Array<{ path: string; body: unknown; key: string | null }> = [];

const annual = () => screen.getByRole("radio", { name: /Digital, 3 190 kr per år/ });
const quarterly = () => screen.getByRole("radio", { name: /Digital, 849 kr per kvartal/ });

/** The confirm step's "Gjelder fra", as it says it. */
function effectiveDate(): string {
  const term = [...document.querySelectorAll("dt")].find((dt) => dt.textContent?.includes("Gjelder fra"));
  return term?.nextElementSibling?.textContent?.trim() ?? "";
}

/** Chooses the annual plan and goes on to the confirm step; its "Gjelder fra". */
async function chooseAnnual(): Promise<string> {
  await reader.click(annual());
  await reader.click(screen.getByRole("button", { name: "Fortsett" }));
  await screen.findByRole("heading", { level: 1, name: "Bekreft endringen" });
  return effectiveDate();
}

/** Confirms, and waits for the receipt. */
async function confirm() {
  await reader.click(screen.getByRole("button", { name: "Bekreft endringen" }));
  await screen.findByRole("heading", { level: 1, name: "Endringen er registrert" });
  expect(app.location()).toMatch(/\/receipt2$/);
}

const yearlyFrom = (effective: string) => `Du betaler for Digital per år fra ${effective} (3 190 kr per år).`;

describe("change-subscription: changing plan, a discount code, the yearly offer", () => {
  // What the page sends, from none each test: the discount code's call is read back.
  beforeEach(() => {
    sent.length = 0;
    const answered = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input.clone() : null;
      const path = new URL(request ? request.url : String(input), "http://x").pathname;
      const text = typeof init?.body === "string" ? init.body : request ? await request.text() : "";
      const key = new Headers(init?.headers ?? request?.headers).get("Idempotency-Key");
      sent.push({ path, body: text ? (JSON.parse(text) as unknown) : null, key });
      return answered(input, init);
    });
    return () => vi.stubGlobal("fetch", answered);
  });

  describe("subscriber changes to the annual plan", () => {
    it("is told a plan is required, confirms the price, period and date, and Min side shows the change until withdrawn there", async () => {
      await app.openAs("subscriber", "/", "Min side");
      await reader.click(await screen.findByRole("link", { name: "Endre abonnement" }));
      await screen.findByRole("heading", { level: 1, name: "Endre abonnement" });

      // Nothing chosen: the required message at the group.
      await reader.click(screen.getByRole("button", { name: "Fortsett" }));
      expect(await screen.findByText("Nytt abonnement er påkrevd")).toBeTruthy();

      const effective = await chooseAnnual();
      expect(screen.getByText("3 190 kr per år")).toBeTruthy();
      expect(screen.getByText("Årlig", { exact: true })).toBeTruthy();
      expect(effective).toMatch(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);

      await confirm();
      // Only how often it is paid for changes, and the receipt says so, with the price.
      const yearly = yearlyFrom(effective);
      expect(screen.getByRole("status").textContent).toContain(yearly);

      await reader.click(screen.getByRole("link", { name: "Tilbake til Min side" }));
      await screen.findByRole("heading", { level: 1, name: "Min side" });
      expect(await screen.findByText(yearly)).toBeTruthy();

      // Withdrawn from the front page itself: the answer is said where the change was.
      await reader.click(screen.getByRole("button", { name: "Angre endringen" }));
      expect(await screen.findByText("Endringen er angret. Du beholder Digital som før.")).toBeTruthy();
      expect(screen.queryByText(yearly)).toBeNull();
      await app.open("/endre-abonnement", "Endre abonnement");
      expect(screen.queryByRole("region", { name: "Endringen du har bestilt" })).toBeNull();
    });

    it("sees the waiting change, is told a second one replaces it, and withdraws it", async () => {
      await app.openAs("subscriber", "/endre-abonnement", "Endre abonnement");
      const effective = await chooseAnnual();
      await confirm();
      const yearly = yearlyFrom(effective);

      // The front page says the change that waits and offers to withdraw it; /endre-abonnement too.
      await reader.click(screen.getByRole("link", { name: "Tilbake til Min side" }));
      await screen.findByRole("heading", { level: 1, name: "Min side" });
      expect(await screen.findByText(yearly)).toBeTruthy();
      expect(screen.getByRole("button", { name: "Angre endringen" })).toBeTruthy();
      await reader.click(screen.getByRole("link", { name: "Endre abonnement" }));
      await screen.findByRole("heading", { level: 1, name: "Endre abonnement" });
      const waiting = screen.getByRole("region", { name: "Endringen du har bestilt" });
      expect(waiting.textContent).toContain(yearly);

      // Choosing quarterly instead says, before confirming, that it replaces the yearly one.
      await reader.click(quarterly());
      await reader.click(screen.getByRole("button", { name: "Fortsett" }));
      await screen.findByRole("heading", { level: 1, name: "Bekreft endringen" });
      expect(screen.getByRole("note").textContent).toBe(
        `Du har allerede bestilt en endring: ${yearly} Bekrefter du denne, erstatter den endringen du bestilte.`,
      );
      await reader.click(screen.getByRole("link", { name: "Velg noe annet" }));
      await screen.findByRole("heading", { level: 1, name: "Endre abonnement" });

      // Withdrawn: the subscription stays as it is, and the front page has no change waiting.
      await reader.click(screen.getByRole("button", { name: "Angre endringen" }));
      expect(await screen.findByText("Endringen er angret. Du beholder Digital som før.")).toBeTruthy();
      expect(screen.queryByRole("region", { name: "Endringen du har bestilt" })).toBeNull();
      await app.open("/", "Min side");
      expect(await screen.findByText("Du har Digital.")).toBeTruthy();
      expect(screen.queryByText(yearly)).toBeNull();
      expect(screen.queryByRole("button", { name: "Angre endringen" })).toBeNull();
    });

    it("sees what paying yearly saves, and when the new price starts and what is charged then", async () => {
      await app.openAs("subscriber", "/endre-abonnement", "Endre abonnement");
      // 12 × 299 = 3 588 a year today: yearly 3 190 saves 398, quarterly 4 × 849 = 3 396 saves 192.
      expect(descriptionOf(annual())).toMatch(/^Spar 398 kr i året/);
      expect(descriptionOf(quarterly())).toMatch(/^Spar 192 kr i året/);

      const effective = await chooseAnnual();
      expect(
        screen.getByText(
          new RegExp(
            `^Den nye prisen gjelder fra ${effective}\\. Da betaler du 3 190 kr for perioden ${effective} – \\d{1,2}\\. [a-zæøå]+ \\d{4}\\.$`,
          ),
        ),
      ).toBeTruthy();
      expect(
        screen.getByText("Du sparer 398 kr i året sammenlignet med prisen du betaler i dag."),
      ).toBeTruthy();
    });
  });

  it("pending-change sees the change already registered on Min side", async () => {
    await app.openAs("pending-change", "/", "Min side");
    expect(await screen.findByText(/^Du får Digital Premium fra \d{1,2}\. [a-zæøå]+ \d{4}\.$/)).toBeTruthy();
  });

  it("the cancellation offer of the same plan paid yearly says that, not a change of plan", async () => {
    await app.openAs("subscriber", "/avslutt-abonnement", "Avslutt abonnement");
    await reader.click(screen.getByRole("radio", { name: "Abonnementet er for dyrt" }));
    await reader.click(screen.getByRole("button", { name: "Fortsett" }));
    expect(
      await screen.findByText(
        "Du kan betale for Digital per år i stedet, 3 190 kr per år, og beholde tilgangen.",
      ),
    ).toBeTruthy();
  });

  it("subscriber adds a discount code once: an unknown one, a failed call and a second one are refused at the field", async () => {
    await app.openAs("subscriber", "/endre-abonnement", "Endre abonnement");
    expect(screen.getByRole("heading", { level: 2, name: "Har du en rabattkode?" })).toBeTruthy();
    const code = () => screen.getByRole("textbox", { name: "Rabattkode" }) as HTMLInputElement;
    const add = () => screen.getByRole("button", { name: "Legg til rabattkoden" });
    await reader.fill(code(), "UTLOPT");
    await reader.click(add());
    expect(await screen.findByText("Rabattkoden finnes ikke, eller den er utløpt.")).toBeTruthy();
    expect(code().value).toBe("UTLOPT");
    expect(code().getAttribute("aria-invalid")).toBe("true");

    // A failed call keeps what was typed, with the customer centre.
    await app.setFault("addDiscount", "503", 1);
    await reader.fill(code(), "velkommen50");
    await reader.click(add());
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("Vi fikk ikke fullført dette akkurat nå."),
    );
    expect(code().value).toBe("velkommen50");

    sent.length = 0;
    await reader.fill(code(), "velkommen50");
    await reader.click(add());
    expect(
      await screen.findByText(
        "Rabattkoden VELKOMMEN50 er lagt til. Rabatten trekkes fra de neste betalingene dine.",
      ),
    ).toBeTruthy();
    const [call] = sent.filter((s) => s.path === "/api/addDiscount");
    expect(call?.body).toMatchObject({ discountCode: "velkommen50", orderId: null });
    expect(call?.key).toBeTruthy();
    // Its receipt says what the screen said: the code, from the next payment.
    const receipts = (await outbox(app.browser)).filter((m) =>
      m.text.includes("Rabattkoden VELKOMMEN50 er lagt til"),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.recipient).toBe("kari.nordmann@example.no");
    expect(receipts[0]!.text).toContain("fra neste betaling");

    // One code per subscription: another is refused, and the history tells of one.
    await app.open("/endre-abonnement");
    await reader.fill(await screen.findByRole("textbox", { name: "Rabattkode" }), "HOST2026");
    await reader.click(add());
    expect(
      await screen.findByText("Det er allerede brukt en rabattkode her. Du kan bare bruke én."),
    ).toBeTruthy();
    await app.open("/historikk", "Historikk");
    expect(await screen.findAllByText("Tok i bruk rabattkoden VELKOMMEN50")).toHaveLength(1);
  });
});
