// Every route with a form, through its own clientAction, under every status the platform can answer
// (docs/testing.md): the reply the reader then sees — the Norwegian message at the field, the values
// kept as typed, the "try again" alert with the customer centre, the draft kept across sign-in — and
// where an intent gives a status a meaning of its own, that. sendIntent itself: protocol.test.ts.
import { describe, expect, it } from "vitest";
import { identifiedContext, signedInContext, subscribedContext } from "#app/auth/guards.ts";
import "#app/i18n/i18n.ts";
import { ROUTE_TABLE } from "#app/route-table.ts";
import { readDraft } from "./draft.ts";
import { KEY_FIELD, sendFailed } from "./intent.ts";
import { putsScreenKey } from "./screen-key.ts";
import {
  type Answer,
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

// ─── Every route with a form, every status ──────────────────────────────────────────────────────

import { FORMS_1 } from "./form-cases-1.ts";
import { FORMS_2 } from "./form-cases-2.ts";
import { FORMS_3 } from "./form-cases-3.ts";
import { FORMS_4 } from "./form-cases-4.ts";
import { SUBSCRIBED, type FormCase } from "./form-cases.ts";

const FORMS: FormCase[] = [...FORMS_1, ...FORMS_2, ...FORMS_3, ...FORMS_4];

/** Every status the platform may answer a form's call with (and no answer, and nonsense). */
const ANSWERS: Array<[string, Answer]> = [
  ["400", { status: 400 }],
  ["401", { status: 401 }],
  ["403", { status: 403 }],
  ["404", { status: 404 }],
  ["406", { status: 406 }],
  ["409", { status: 409 }],
  ["422", { status: 422 }],
  ["428", { status: 428 }],
  ["500", { status: 500 }],
  ["503", { status: 503 }],
  ["malformed", "malformed"],
  ["offline", "offline"],
];

const signedInContextFor = () =>
  context([
    [subscribedContext, SUBSCRIBED],
    [signedInContext, SUBSCRIBED],
    [identifiedContext, SUBSCRIBED],
  ]);

it("every route with a form has its case here (a new one fails until it has)", async () => {
  const { readFileSync } = await import("node:fs");
  const sendsForm = (file: string) =>
    /export (async )?function clientAction|export const clientAction/.test(
      readFileSync(`app/${file}`, "utf8"),
    );
  const withForms = [...new Set(ROUTE_TABLE.map((r) => r.file))].filter(sendsForm).sort();
  const covered = new Set(FORMS.map((form) => form.route.split("#")[0]));
  expect(withForms.filter((file) => !covered.has(file))).toEqual([]);
});

describe.each(FORMS)("$route", (form) => {
  const send = () => {
    const args = post(
      `${form.path}?${form.query ? `${form.query}&` : ""}nokkel=skjerm-1`,
      form.fields,
      signedInContextFor(),
    );
    return form.clientAction({ ...args, params: form.params ?? {} } as never);
  };

  it.each(ANSWERS)("answered %s", async (name, answer) => {
    const status = typeof answer === "string" ? null : answer.status;
    const own = status === null ? undefined : form.own?.[status];
    const fetch = platformAnswers(own?.answer ?? answer, form.reads);
    const reply = replyOf(await send());
    // The form passed its schema and was sent.
    const reads = form.reads ?? [];
    const sent = fetch.mock.calls.filter(([input]) => {
      const url = typeof input === "string" ? input : input.url;
      return !reads.some(([path]) => path.test(url));
    });
    expect(sent.length).toBeGreaterThan(0);
    if (own) {
      expect(reply.status).toBe(own.status);
      if (own.error) expect(reply.result.error).toMatchObject(own.error);
      if (own.redirect) expect(reply.redirect).toBe(own.redirect);
    } else {
      // The call failed: the alert with a retry and the customer centre, nothing at any field.
      expect(reply.status).toBe(503);
      expect(sendFailed(reply)).toBe(true);
      expect(reply.result.error ?? {}).toEqual({});
    }
    if (reply.redirect === undefined)
      expect(reply.result.initialValue).toMatchObject(keptValues(form.fields));
    const signIn = name === "401" || name === "406";
    expect(unauthorized).toHaveBeenCalledTimes(signIn ? 1 : 0);
    // Across sign-in the draft keeps what was typed; otherwise none is left behind.
    if (signIn) expect(readDraft(form.path, USER)?.entries).toEqual(form.fields);
    else expect(readDraft(form.path, USER)).toBeNull();
  });
});

it("every form whose send carries its screen's key has the key in its address before a loader runs (ADR 083)", async () => {
  const withoutKey: string[] = [];
  for (const form of FORMS) {
    const address = `${form.path}${form.query ? `?${form.query}` : ""}`;
    platformAnswers({ status: 503 }, form.reads);
    // Sent without a key (the form's hidden field and its address have none): a keyed intent refuses.
    const fields = form.fields.filter(([name]) => name !== KEY_FIELD);
    const args = { ...post(address, fields, signedInContextFor()), params: form.params ?? {} };
    const keyed = await form.clientAction(args as never).then(
      () => false,
      (error: unknown) => error instanceof Error && /without a key/.test(error.message),
    );
    if (!keyed) continue;
    // Its route puts the key in the address before any loader runs (screen-key.test.ts shows how).
    const name = form.route
      .split("#")[0]!
      .replace(/^routes\//, "")
      .replace(/\.tsx$/, "");
    const module = (await import(`../routes/${name}.tsx`)) as { clientMiddleware?: unknown[] };
    if (!module.clientMiddleware?.some(putsScreenKey)) withoutKey.push(form.route);
  }
  expect(withoutKey, "keyed forms whose route has no screenKeyFirst (app/forms/screen-key.ts)").toEqual([]);
});
