// The protocol's answers to a form, in-process (docs/testing.md): what the form
// matrix (tests/e2e/form-matrix.test.ts) used to prove in a browser for every form under every
// fault. First `sendIntent` itself over every status the platform can answer; then every route
// with a form, through its own clientAction (the intents it sends, wherever they are defined), under
// every status: the reply the reader then sees — the Norwegian message at the field, the values kept
// as typed, the "try again" alert with the customer centre (a 503 reply: CallFailedAlert), the draft
// kept across sign-in (401/406) — and where an intent gives a status a meaning of its own, that.
// The browser keeps what needs one: focus, a double click, drafts restored after signing in, offline.
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { callExpecting } from "#app/api/client.ts";
import { ApiError } from "#app/api/errors.ts";
import { NotGranted } from "#app/api/not-granted.ts";
import { personChangeContext } from "#app/auth/page-person.ts";
import "#app/i18n/i18n.ts";
import { readDraft } from "./draft.ts";
import { answered, defineIntent, refused, sendFailed, sendIntent } from "./intent.ts";
import {
  platformAnswers,
  replyOf,
  keptValues,
  USER,
  unauthorized,
  answeringAsThePlatform,
  context,
  post,
} from "./protocol-steps.ts";

answeringAsThePlatform();

// ─── sendIntent over every status ───────────────────────────────────────────────────────────────

/** A keyed intent the way the features write them: one refusal the platform may give, by meaning. */
const probe = defineIntent({
  name: "probe",
  keyed: true,
  schema: z.object({
    comment: z
      .string({ error: () => "Kommentar er påkrevd" })
      .check(z.maxLength(20, { error: () => "For lang" })),
  }),
  async run({ value, key }) {
    const outcome = await callExpecting(
      "registerComplaint",
      {
        body: {
          ariaAccountNo: "40644018",
          titleCode: "SBX",
          dates: ["2026-11-24"],
          category: "MANGLER",
          remedy: "CREDIT",
          comment: value.comment,
        },
      },
      { 422: "refused" },
      { idempotencyKey: key },
    );
    if (outcome.kind === "refused") return refused({ comment: ["Sjekk kommentaren."] });
    return answered({ id: outcome.data.complaintId });
  },
});

const PROBE_FIELDS: Array<[string, string]> = [
  ["comment", "Ingen avis i dag"],
  ["nokkel", "skjerm-1"],
];

describe("sendIntent: every answer of the platform, and what the reader then has", () => {
  it("400 before sending: the schema's Norwegian message at the field, what was typed kept, nothing sent", async () => {
    const fetch = platformAnswers({ status: 200 });
    const reply = replyOf(await sendIntent(post("/x?nokkel=skjerm-1", [["comment", "x".repeat(21)]]), probe));
    expect(reply.status).toBe(400);
    expect(reply.result.error).toMatchObject({ comment: ["For lang"] });
    expect(reply.result.initialValue).toMatchObject({ comment: "x".repeat(21) });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("422: the platform's refusal at the field, in the words the intent gives it, the values kept", async () => {
    platformAnswers({ status: 422, error: { code: "already-complained", fields: { dates: ["x"] } } });
    const reply = replyOf(await sendIntent(post("/x", PROBE_FIELDS), probe));
    expect(reply.status).toBe(422);
    expect(reply.result.error).toMatchObject({ comment: ["Sjekk kommentaren."] });
    expect(reply.result.initialValue).toMatchObject(keptValues(PROBE_FIELDS));
  });

  it.each([400, 403, 404, 409, 410, 428, 429, 500, 502, 503])(
    "%i not expected by the intent: the call failed — the alert with a retry and the customer centre, values kept, no draft",
    async (status) => {
      platformAnswers({ status });
      const reply = replyOf(await sendIntent(post("/x", PROBE_FIELDS), probe));
      expect(reply.status).toBe(503);
      expect(sendFailed(reply)).toBe(true);
      expect(reply.result.error ?? {}).toEqual({});
      expect(reply.result.initialValue).toMatchObject(keptValues(PROBE_FIELDS));
      expect(readDraft("/x", USER)).toBeNull();
      expect(unauthorized).not.toHaveBeenCalled();
    },
  );

  it.each(["malformed", "offline"] as const)("%s: the same failure, values kept", async (answer) => {
    platformAnswers(answer);
    const reply = replyOf(await sendIntent(post("/x", PROBE_FIELDS), probe));
    expect(reply.status).toBe(503);
    expect(reply.result.initialValue).toMatchObject(keptValues(PROBE_FIELDS));
  });

  it.each([401, 406])(
    "%i: sign-in starts, and what was typed is kept as a draft for this page and user",
    async (status) => {
      platformAnswers({ status });
      const reply = replyOf(await sendIntent(post("/x", PROBE_FIELDS), probe));
      expect(unauthorized).toHaveBeenCalledTimes(1);
      expect(reply.status).toBe(503);
      expect(readDraft("/x", USER)?.entries).toEqual(PROBE_FIELDS);
    },
  );

  it("403 NOT_GRANTED: not a failure to retry — the error screen says it (no reply)", async () => {
    platformAnswers({ status: 403, error: { code: "NOT_GRANTED" } });
    await expect(sendIntent(post("/x", PROBE_FIELDS), probe)).rejects.toBeInstanceOf(NotGranted);
  });

  it("409 before sending: the page shows someone the session no longer acts for — nothing is sent, the form kept", async () => {
    const fetch = platformAnswers({ status: 200 });
    const change = { shown: "40644018", now: "41370945" };
    const reply = replyOf(
      await sendIntent(post("/x", PROBE_FIELDS, context([[personChangeContext, change]])), probe),
    );
    expect(reply.status).toBe(409);
    expect(reply.personChanged).toEqual(change);
    expect(sendFailed(reply)).toBe(true);
    expect(reply.result.initialValue).toMatchObject(keptValues(PROBE_FIELDS));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a keyed intent sends one key for the same form, and 428 never happens: without a screen key nothing is sent", async () => {
    const fetch = platformAnswers({ status: 503 });
    await sendIntent(post("/x", PROBE_FIELDS), probe);
    await sendIntent(post("/x", PROBE_FIELDS), probe);
    const keys = fetch.mock.calls.map((call) =>
      new Headers((call as unknown as [Request])[0].headers).get("Idempotency-Key"),
    );
    expect(keys[0]).toMatch(/^skjerm-1:probe:[0-9a-f]{8}$/);
    expect(keys[1]).toBe(keys[0]);
    fetch.mockClear();
    await expect(sendIntent(post("/x", [["comment", "Hei"]]), probe)).rejects.toThrow(/without a key/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("an ApiError is what becomes the alert; anything else reaches the error boundary", async () => {
    const broken = defineIntent({
      name: "broken",
      schema: z.object({}),
      async run(): Promise<never> {
        throw new TypeError("a programming error");
      },
    });
    await expect(sendIntent(post("/x", []), broken)).rejects.toBeInstanceOf(TypeError);
    expect(new ApiError("registerComplaint", "http", 503, "x")).toBeInstanceOf(Error);
  });
});
