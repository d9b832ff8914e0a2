// The register intent decides on the delivery the screen showed, kept by its loader for the screen's
// key — not on hidden fields of the form: a changed form can neither move the deadline nor make a
// second send of the same change another intent.
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Delivery } from "#app/api/contract/delivery.ts";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { addDays, osloToday } from "#app/domain/oslo-date.ts";
import { sendIntent } from "#app/forms/intent.ts";
import "#app/i18n/i18n.ts";
import { shownDelivery } from "./change-schema.ts";
import { register } from "./intents.ts";

const context = new RouterContextProvider();
context.set(subscribedContext, {
  account: { ariaAccountNo: "40527391" },
  titleAccount: { accountNo: "40527391", titleCode: "SBX" },
} as Subscribed);

const SCREEN = "http://sbx.localhost/endre-avislevering?nokkel=screen-1";

/** Sundays only, deadline 12:00: what the screen showed. */
const sundaysOnly = {
  deliveryDays: [7],
  deadline: "12:00",
  nextPossible: null,
  changes: [],
} as unknown as Delivery;

/** A stop from `from` to `to`, with the hidden fields the form used to send, as a tampered form would. */
function send(from: string, to: string, tampered: Record<string, string> = {}) {
  const body = new URLSearchParams({
    intent: "register",
    nokkel: "screen-1",
    type: "STOP",
    from,
    to,
    ...tampered,
  });
  return sendIntent(
    { request: new Request(SCREEN, { method: "POST", body }), params: {}, context },
    register,
  );
}

function platform() {
  const fetch = vi.fn(async (request: Request) => {
    const body = (await request.json()) as { from: string };
    const change = { id: "c1", type: "STOP", from: body.from, to: null, status: "REGISTERED" };
    return new Response(JSON.stringify({ data: change }), {
      status: 201,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The first day from a week ahead that is `weekday` (1 Monday … 7 Sunday). */
function nextWeekday(weekday: number) {
  let day = addDays(osloToday(), 7);
  while (((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1 !== weekday) day = addDays(day, 1);
  return day;
}

const statusOf = (reply: Awaited<ReturnType<typeof send>>) => {
  if (reply instanceof Response) throw new Error("a redirect");
  return "init" in reply ? reply.data.status : reply.status;
};

afterEach(() => vi.unstubAllGlobals());

describe("register, on the delivery the screen showed", () => {
  it("checks the first day against the schedule the loader kept, whatever the form says", async () => {
    const fetch = platform();
    shownDelivery.keep(new Request(SCREEN), sundaysOnly);
    const monday = nextWeekday(1);
    const reply = await send(monday, addDays(monday, 3), {
      deliveryDays: "1,2,3,4,5,6,7",
      deadline: "23:59",
    });
    // Monday is no delivery day of the schedule shown: the next Sunday is proposed, nothing is sent.
    expect(statusOf(reply)).toBe(422);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keys a change by the changes shown, not by a field the form sends", async () => {
    const fetch = platform();
    shownDelivery.keep(new Request(SCREEN), sundaysOnly);
    const sunday = nextWeekday(7);
    await send(sunday, addDays(sunday, 7), { shown: "aaaaaaaa" });
    await send(sunday, addDays(sunday, 7), { shown: "bbbbbbbb" });
    shownDelivery.keep(new Request(SCREEN), {
      ...sundaysOnly,
      changes: [{ id: "c1", type: "STOP", status: "REGISTERED" }],
    } as unknown as Delivery);
    await send(sunday, addDays(sunday, 7));
    const keys = fetch.mock.calls.map(([request]) => request.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
