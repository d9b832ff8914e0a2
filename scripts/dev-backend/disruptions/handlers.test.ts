// @vitest-environment node
// Delivery disruptions at the dev backend (ADR 038): announced through /_dev/disruptions, read
// by the portal for the postal code the paper goes to today, and looked up by other handlers.
import { describe, expect, it } from "vitest";
import { complaintMustWait, disruptionFor } from "./handlers.ts";
import { accountNo, Browser, data, NOW, signedInFixed, TODAY } from "#scripts/dev-backend/test-support.ts";

const announce = (browser: Browser, body: Record<string, unknown>) =>
  browser.fetch("/_dev/disruptions", { method: "POST", json: body });
const read = async (browser: Browser, persona = "paper-subscriber") =>
  data<{ disruption: unknown }>(
    await browser.call("getDisruption", { params: { accountNo: accountNo(persona), titleCode: "ADR" } }),
  );

describe("disruptions", () => {
  it("answers today's disruption in the paper's postal code, none elsewhere or another day", async () => {
    const { browser } = await signedInFixed("paper-subscriber");
    expect(await read(browser)).toEqual({ disruption: null });
    expect((await announce(browser, { postalCode: "5003", until: "10:00", message: "Uvær" })).status).toBe(
      201,
    );
    expect(
      (
        await announce(browser, {
          postalCode: "7011",
          date: "2026-11-19",
          until: "09:00",
          message: "I morgen",
        })
      ).status,
    ).toBe(201);
    expect(await read(browser)).toEqual({ disruption: null });
    await announce(browser, {
      postalCode: "7011",
      until: "10:00",
      message: "Trykkeriet har hatt driftsstans.",
    });
    expect(await read(browser)).toEqual({
      disruption: {
        postalCode: "7011",
        date: TODAY,
        until: "10:00",
        message: "Trykkeriet har hatt driftsstans.",
      },
    });
  });

  it("follows the paper to a transfer's address, and says nothing while it is stopped", async () => {
    const s = await signedInFixed("paper-subscriber");
    const { browser, db } = s;
    await announce(browser, { postalCode: "7340", message: "Avisen kommer ikke i dag." });
    await announce(browser, { postalCode: "7011", until: "11:00", message: "Forsinket" });
    // A transfer to Oppdal that runs today: registered in the past, straight into the table.
    db.prepare(
      `INSERT INTO delivery_changes (id, aria_account_no, title_code, type, from_date, to_date, open_end, address, created_at)
       VALUES ('t1', ?, 'ADR', 'TRANSFER', '2026-11-16', '2026-11-20', 0, ?, 0)`,
    ).run(
      accountNo("paper-subscriber"),
      JSON.stringify({
        coname: null,
        street: "Fjellveien",
        streetNumber: "7",
        floor: null,
        flatNumber: null,
        postalCode: "7340",
        place: "OPPDAL",
      }),
    );
    expect(await read(browser)).toMatchObject({ disruption: { postalCode: "7340", until: null } });
    db.prepare("UPDATE delivery_changes SET type = 'STOP', address = NULL WHERE id = 't1'").run();
    expect(await read(browser)).toEqual({ disruption: null });
    expect(disruptionFor(db, "7011", TODAY)).toMatchObject({ until: "11:00" });
  });

  it("answers none for a digital subscription (200, so it may be read early)", async () => {
    const { browser } = await signedInFixed("subscriber");
    await announce(browser, { postalCode: "7011", message: "Uvær" });
    expect(await read(browser, "subscriber")).toEqual({ disruption: null });
  });

  it("the latest announcement counts; GET lists, DELETE and /_dev/reset clear them", async () => {
    const { browser, db } = await signedInFixed("paper-subscriber");
    await announce(browser, { postalCode: "7011", until: "09:00", message: "Forsinket" });
    await announce(browser, { postalCode: "7011", until: "10:30", message: "Mer forsinket" });
    expect(disruptionFor(db, "7011", TODAY)).toMatchObject({ until: "10:30", message: "Mer forsinket" });
    expect((await announce(browser, { postalCode: "70", message: "x" })).status).toBe(400);
    expect((await announce(browser, { postalCode: "7011", until: "25:00", message: "x" })).status).toBe(400);
    const listed = await (await browser.fetch("/_dev/disruptions")).json();
    expect(listed).toHaveLength(2);
    expect(await (await browser.fetch("/_dev/disruptions", { method: "DELETE" })).json()).toEqual({
      cleared: 2,
    });
    expect(disruptionFor(db, "7011", TODAY)).toBeNull();
    await announce(browser, { postalCode: "7011", message: "Igjen" });
    await browser.fetch("/_dev/reset", { method: "POST" });
    expect(disruptionFor(db, "7011", TODAY)).toBeNull();
  });
});

describe("a complaint about today's paper during a disruption", () => {
  it("waits until the expected time in Oslo, for today only, and not for a paper that does not come", async () => {
    const { browser, db } = await signedInFixed("paper-subscriber");
    const account = accountNo("paper-subscriber");
    // NOW is 10:00 in Oslo on TODAY.
    await announce(browser, { postalCode: "7011", until: "10:30", message: "Forsinket" });
    expect(complaintMustWait(db, account, "ADR", TODAY, new Date(NOW))).toMatchObject({ until: "10:30" });
    expect(complaintMustWait(db, account, "ADR", TODAY, new Date(NOW + 30 * 60_000))).toBeNull();
    expect(complaintMustWait(db, account, "ADR", "2026-11-17", new Date(NOW))).toBeNull();
    await announce(browser, { postalCode: "7011", until: null, message: "Kommer ikke" });
    expect(complaintMustWait(db, account, "ADR", TODAY, new Date(NOW))).toBeNull();
  });
});
