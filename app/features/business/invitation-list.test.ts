import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import "#app/i18n/i18n.ts";
import { sendIntent } from "#app/forms/intent.ts";
import { remove, resend } from "./intents.ts";

const context = new RouterContextProvider();
context.set(subscribedContext, {
  account: { ariaAccountNo: "41370945" },
  titleAccount: { accountNo: "41370945", titleCode: "SBX" },
} as Subscribed);

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The admin page's action, sent the fields of one of the list's forms. */
function send(fields: Array<[string, string]>) {
  const request = new Request("http://sbx.localhost/administrer-bedrift?nokkel=k", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return sendIntent({ request, params: {}, context }, resend, remove);
}

/** The status and data of a reply, whether it came bare (200) or with its status (`data()`). */
async function replyOf(sent: ReturnType<typeof send>) {
  const reply = await sent;
  if (reply instanceof Response) throw new Error("a redirect");
  const body = "init" in reply ? reply.data : reply;
  return { status: body.status, data: body.data };
}

afterEach(() => vi.unstubAllGlobals());

describe("removing invitations", () => {
  it("a partial failure names the addresses that were not removed; ones already gone count as removed", async () => {
    answer(200, {
      data: {
        results: [
          { id: "i1", email: "a@moebygg.no", result: "deleted" },
          { id: "i2", email: "b@moebygg.no", result: "failed" },
          { id: "i3", email: null, result: "notExist" },
        ],
      },
    });
    const ids: Array<[string, string]> = [
      ["id", "i1"],
      ["id", "i2"],
      ["id", "i3"],
    ];
    await expect(replyOf(send([["intent", "remove"], ...ids]))).resolves.toEqual({
      status: 200,
      data: { kind: "ok", removed: 2, failedEmails: ["b@moebygg.no"] },
    });
  });

  it("a failed call is said as such, and nothing is asked for without a selection", async () => {
    answer(500, { error: { status: 500, message: "Feil" } });
    await expect(
      replyOf(
        send([
          ["intent", "remove"],
          ["id", "i1"],
        ]),
      ),
    ).resolves.toEqual({
      status: 503,
      data: undefined,
    });
    const fetch = answer(200, { data: { results: [] } });
    await expect(replyOf(send([["intent", "remove"]]))).resolves.toEqual({ status: 400, data: undefined });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("resending one already taken up says so", async () => {
    answer(409, { error: { status: 409, message: "Tatt i bruk" } });
    await expect(
      replyOf(
        send([
          ["intent", "resend"],
          ["id", "i1"],
        ]),
      ),
    ).resolves.toEqual({
      status: 200,
      data: { kind: "active" },
    });
  });
});
