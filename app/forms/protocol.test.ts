// The protocol's answers to a form, in-process (docs/testing.md): what the form
// matrix (tests/e2e/form-matrix.test.ts) used to prove in a browser for every form under every
// fault. First `sendIntent` itself over every status the platform can answer; then every route
// with a form, through its own clientAction (the intents it sends, wherever they are defined), under
// every status: the reply the reader then sees — the Norwegian message at the field, the values kept
// as typed, the "try again" alert with the customer centre (a 503 reply: CallFailedAlert), the draft
// kept across sign-in (401/406) — and where an intent gives a status a meaning of its own, that.
// The browser keeps what needs one: focus, a double click, drafts restored after signing in, offline.
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { callExpecting, setUnauthorizedHandler } from "#app/api/client.ts";
import { ApiError } from "#app/api/errors.ts";
import { NotGranted } from "#app/api/not-granted.ts";
import { identifiedContext, signedInContext, subscribedContext, type Subscribed } from "#app/auth/guards.ts";
import { personChangeContext } from "#app/auth/page-person.ts";
import { setSessionStatus } from "#app/auth/session-status.ts";
import "#app/i18n/i18n.ts";
import { ROUTE_TABLE } from "#app/route-table.ts";
import { forgetDraft, readDraft } from "./draft.ts";
import { answered, defineIntent, refused, sendFailed, sendIntent, type ActionArgs } from "./intent.ts";

// ─── Answers the platform gives ─────────────────────────────────────────────────────────────────

/** What the stand-in answers: a status with the platform's error body, nonsense, or nothing at all. */
type Answer =
  | { status: number; error?: { message?: string; code?: string; fields?: Record<string, string[]> } }
  | "malformed"
  | "offline";

const errorBody = (status: number, error: Exclude<Answer, string>["error"] = {}) => ({
  error: { status, message: error.message ?? `Svar ${status}`, ...error },
});

/**
 * Every call of the send answers `answer`, but for the reads in `reads` (a schema that needs the
 * platform's figures first), which answer their data.
 */
function platformAnswers(answer: Answer, reads: Array<[RegExp, unknown]> = []) {
  const fetch = vi.fn(async (input: Request | string) => {
    const url = typeof input === "string" ? input : input.url;
    const read = reads.find(([path]) => path.test(url));
    if (read)
      return new Response(JSON.stringify({ data: read[1] }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    if (answer === "offline") throw new TypeError("Failed to fetch");
    if (answer === "malformed")
      return new Response(JSON.stringify({ data: { nonsense: true } }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    return new Response(JSON.stringify(errorBody(answer.status, answer.error)), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

interface ReplySeen {
  status: number;
  /** conform's result: the values as typed and the errors by field (none for a redirect). */
  result: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };
  personChanged?: unknown;
  /** Where a redirect sends the reader. */
  redirect?: string | null;
}

/** The status and conform result of a reply, whether it came bare (200) or with its status. */
function replyOf(answer: unknown): ReplySeen {
  if (answer instanceof Response)
    return { status: answer.status, result: {}, redirect: answer.headers.get("Location") };
  if (typeof answer === "object" && answer && "init" in answer && "data" in answer)
    return answer.data as ReplySeen;
  return answer as ReplySeen;
}

/** The form's fields as conform keeps them: a name sent twice is a list. */
function keptValues(fields: Array<[string, string]>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    const before = kept[name];
    kept[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return kept;
}

const USER = "identity-user-7";
const unauthorized = vi.fn();

beforeEach(() => {
  setSessionStatus("signed-in", USER);
  setUnauthorizedHandler(unauthorized);
  unauthorized.mockClear();
  forgetDraft();
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetDraft();
});

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

const context = (values: Array<[unknown, unknown]> = []) => {
  const provider = new RouterContextProvider();
  for (const [key, value] of values) provider.set(key as never, value as never);
  return provider;
};

function post(path: string, fields: Array<[string, string]>, ctx = context()): ActionArgs {
  const request = new Request(`http://sbx.localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return { request, params: {}, context: ctx };
}

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

// ─── Every route with a form, every status ──────────────────────────────────────────────────────

const SUBSCRIBED = {
  status: "signed-in",
  user: { userId: USER, email: "arne.solberg@example.no", givenName: "Arne", familyName: "Solberg" },
  account: {
    ariaAccountNo: "40644018",
    givenName: "Arne",
    familyName: "Solberg",
    email: "arne.solberg@example.no",
    phoneNumber: "93456789",
  },
  titleAccount: { accountNo: "40644018", titleCode: "SBX" },
  subscription: { ariaPlanID: "C-PAPIR-DIGITAL", planName: "Papir + digital", titleCode: "SBX" },
} as unknown as Subscribed;

/** A route's form as the reader sends it, and what its intent makes of the platform's answers. */
interface FormCase {
  /** The route module (as the form matrix names it). */
  route: string;
  clientAction: (args: never) => Promise<unknown>;
  path: string;
  /** The address's query (a confirmation's choice), besides its key. */
  query?: string;
  params?: Record<string, string>;
  fields: Array<[string, string]>;
  /**
   * Statuses this intent gives a meaning of its own, and the reply then: 422 at a field with its
   * words, a 200 for an outcome that was wanted anyway, a redirect.
   */
  own?: Record<
    number,
    { answer?: Answer; status: number; error?: Record<string, string[]>; redirect?: string }
  >;
  /** What the intent reads before it sends (its schema needs it), answered as the platform would. */
  reads?: Array<[RegExp, unknown]>;
}

const { clientAction: complaintAction } = await import("#app/routes/tilbakemelding.tsx");
const { clientAction: contactAction } = await import("#app/routes/kontakt.tsx");
const { clientAction: deliveryAction } = await import("#app/routes/endre-avislevering.tsx");
const { clientAction: takeoutAction } = await import("#app/routes/takeout-gateway.tsx");
const { clientAction: deleteAction } = await import("#app/routes/delete-gateway.tsx");
const { clientAction: reactivateAction } = await import("#app/routes/angre-oppsigelse.tsx");
const { clientAction: consentAction } = await import("#app/routes/personverninnstillinger.tsx");
const { clientAction: connectAction } = await import("#app/routes/koble-bruker.tsx");
const { clientAction: cancelAction } = await import("#app/routes/avslutt-abonnement.tsx");
const { clientAction: homeAction } = await import("#app/routes/home.tsx");
const { clientAction: methodAction } = await import("#app/routes/endre-betalingsmetode.tsx");
const { clientAction: cardAction } = await import("#app/routes/legg-til-betalingskort.tsx");
const { clientAction: payAction } = await import("#app/routes/betal-faktura.$ariaInvoiceNo.tsx");
const { clientAction: planAction } = await import("#app/routes/endre-abonnement.tsx");
const { clientAction: familyAction } = await import("#app/routes/familiedeling.tsx");
const { clientAction: fullmaktAction } = await import("#app/routes/fullmakt.tsx");
const { clientAction: businessCodeAction } = await import("#app/routes/bedrift.tsx");
const { clientAction: studentAction } = await import("#app/routes/student-verifisering.tsx");
const { clientAction: pupilAction } = await import("#app/routes/elev-verifisering.tsx");
const { clientAction: consentStepsAction } = await import("#app/routes/samtykke.tsx");
const { clientAction: withdrawalAction } = await import("#app/routes/angre-kjop.tsx");
const { clientAction: orderPayAction } = await import("#app/routes/betaling.tsx");
const { clientAction: businessAction } = await import("#app/routes/administrer-bedrift.tsx");
const { clientAction: orderAction } = await import("#app/routes/bestill-abonnement.tsx");
const { clientAction: joinAction } = await import("#app/routes/verifiser-familiemedlem.tsx");

/** What the title offers a new buyer: the digital plan, 1 kr the first month. */
const OFFER = {
  defaultPlanID: "C-DIGITAL-DIGITAL",
  plans: [
    {
      ariaPlanID: "C-DIGITAL-DIGITAL",
      planName: "Digital",
      planProductType: "DIGITAL",
      billingPeriod: "MONTHLY",
      price: 299,
      features: ["PLUS_CONTENT"],
      description: "Alt innhold på nett",
    },
  ],
  returningCustomer: false,
  campaign: null,
  savedCard: null,
};

/** What the admin reviewed before sending: one new address. */
const REVIEW = JSON.stringify({
  fileName: null,
  lines: [{ address: "ola.hansen@moebygg.no", verdict: "new" }],
  emptyRows: [],
  headerRow: false,
  emailDomain: "moebygg.no",
  reviewedAt: "2026-11-25T06:00:00.000Z",
});

const KEY: [string, string] = ["nokkel", "skjerm-1"];

const FORMS: FormCase[] = [
  {
    route: "routes/tilbakemelding.tsx",
    clientAction: complaintAction,
    path: "/tilbakemelding",
    fields: [
      ["category", "MANGLER"],
      ["dates", "2026-11-24"],
      ["remedy", "EXTEND"],
      ["comment", "Tredje gang."],
      KEY,
    ],
    own: {
      400: {
        answer: { status: 400, error: { fields: { comment: ["For lang"] } } },
        status: 422,
        error: { comment: ["Kommentaren kan være på høyst 1000 tegn."] },
      },
      422: {
        answer: { status: 422, error: { code: "already-complained", fields: { dates: ["x"] } } },
        status: 422,
        error: { dates: ["Du har allerede reklamert på en av dagene du valgte. Velg en annen dag."] },
      },
    },
  },
  {
    route: "routes/kontakt.tsx",
    clientAction: contactAction,
    path: "/kontakt",
    fields: [["phoneNumber", "98765432"]],
  },
  {
    route: "routes/endre-avislevering.tsx#carrier-note",
    clientAction: deliveryAction,
    path: "/endre-avislevering",
    fields: [
      ["intent", "carrier-note"],
      ["changeId", "usual"],
      ["text", "Legg avisa i postkassen ved garasjen"],
      KEY,
    ],
    own: {
      400: {
        answer: { status: 400, error: { fields: { text: ["x"] } } },
        status: 422,
        error: { text: ["Sjekk det du har skrevet her."] },
      },
      404: {
        status: 422,
        error: {
          text: [
            "Omadresseringen er avsluttet eller trukket tilbake, så beskjeden kan ikke lagres her lenger.",
          ],
        },
      },
      409: {
        status: 422,
        error: {
          text: [
            "Omadresseringen er avsluttet eller trukket tilbake, så beskjeden kan ikke lagres her lenger.",
          ],
        },
      },
    },
  },
  {
    route: "routes/endre-avislevering.tsx",
    clientAction: deliveryAction,
    path: "/endre-avislevering",
    fields: [
      ["intent", "register"],
      ["type", "STOP"],
      ["from", "2026-11-30"],
      ["to", "2026-12-05"],
      ["deliveryDays", "1,2,3,4,5,6"],
      ["deadline", "12:00"],
      ["shown", "0"],
      KEY,
    ],
    own: {
      400: {
        answer: { status: 400, error: { fields: { to: ["x"] } } },
        status: 422,
        error: { to: ["Sjekk det du har fylt inn her."] },
      },
      409: {
        status: 422,
        error: {
          from: [
            "Perioden overlapper en endring du allerede har registrert. Velg andre datoer, eller trekk tilbake den andre endringen først.",
          ],
        },
      },
      422: {
        answer: { status: 422, error: { fields: { nextPossible: ["2026-12-01"] } } },
        status: 422,
        error: { from: ["Første mulige dag er 1. desember 2026."] },
      },
    },
  },
  {
    route: "routes/endre-avislevering.tsx#last-day",
    clientAction: deliveryAction,
    path: "/endre-avislevering",
    fields: [
      ["intent", "move-end"],
      ["id", "endring-1"],
      ["to", "2026-12-07"],
      ["from", "2026-11-30"],
      ["currentTo", "2026-12-03"],
      ["earliest", "2026-11-26"],
      ["deliveryDays", "1,2,3,4,5,6"],
      ["deadline", "12:00"],
      KEY,
    ],
    own: {
      422: {
        answer: { status: 422, error: { code: "before-start", fields: { reason: ["before-start"] } } },
        status: 422,
        error: { to: ["Siste dag kan ikke være før første dag."] },
      },
    },
  },
  {
    route: "routes/koble-bruker.tsx",
    clientAction: connectAction,
    path: "/koble-bruker",
    fields: [
      ["intent", "search"],
      ["query", "ola.hansen@example.no"],
    ],
    own: {
      404: {
        status: 422,
        error: {
          query: ["Vi fant ikke noe abonnement med dette. Sjekk det du skrev, eller prøv det andre."],
        },
      },
    },
  },
  {
    route: "routes/avslutt-abonnement.tsx",
    clientAction: cancelAction,
    path: "/avslutt-abonnement",
    query: "grunn=pris",
    fields: [["intent", "cancel"], KEY],
    // A second click or another tab cancelled it first: what was wanted.
    own: { 409: { status: 302, redirect: "/abonnement-avsluttet" } },
  },
  {
    route: "routes/home.tsx",
    clientAction: homeAction,
    path: "/",
    fields: [],
    // Withdrawn already (another tab): what was wanted.
    own: { 409: { status: 200 } },
  },
  {
    route: "routes/endre-betalingsmetode.tsx",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    fields: [["intent", "method"], ["method", "VIPPS"], KEY],
  },
  {
    route: "routes/endre-betalingsmetode.tsx#avtalegiro",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    reads: [[/\/api\/mandate\/40644018\//, { mandate: null, largestCharge: 749, suggestedLimit: 1000 }]],
    fields: [["intent", "avtalegiro"], ["limit", "1000"], KEY],
    own: {
      409: {
        status: 422,
        error: { "": ["Du har allerede en AvtaleGiro-avtale som venter på svar fra banken."] },
      },
      422: {
        status: 422,
        error: { limit: ["Beløpsgrensen må være minst 749 kr, det største trekket som kommer."] },
      },
    },
  },
  {
    route: "routes/endre-betalingsmetode.tsx#efaktura",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    reads: [
      [
        /\/api\/invoiceDelivery\//,
        {
          channel: "EMAIL",
          efaktura: { status: "NONE", reference: null, registeredOn: null },
          paperFee: null,
        },
      ],
    ],
    fields: [["intent", "efaktura"], ["reference", "arne.solberg@example.no"], KEY],
    own: {
      422: { status: 422, error: { reference: ["Skriv en e-postadresse eller et norsk mobilnummer."] } },
    },
  },
  {
    route: "routes/endre-betalingsmetode.tsx#stop-avtalegiro",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    fields: [["intent", "stop-avtalegiro"], KEY],
    own: { 404: { status: 422, error: { "": ["Du har ingen AvtaleGiro-avtale å stoppe."] } } },
  },
  {
    route: "routes/endre-betalingsmetode.tsx#stop-efaktura",
    clientAction: methodAction,
    path: "/endre-betalingsmetode",
    fields: [["intent", "stop-efaktura"], KEY],
    own: { 404: { status: 422, error: { "": ["Fakturaene dine kommer ikke som eFaktura."] } } },
  },
  {
    route: "routes/legg-til-betalingskort.tsx",
    clientAction: cardAction,
    path: "/legg-til-betalingskort",
    fields: [KEY],
  },
  {
    route: "routes/betal-faktura.$ariaInvoiceNo.tsx",
    clientAction: payAction,
    path: "/betal-faktura/7100902",
    params: { ariaInvoiceNo: "7100902" },
    fields: [["method", "SWEDBANK-PPG"], ["amount", "299"], KEY],
    // Paid already, or no such invoice: said on the page, not a failure.
    own: { 404: { status: 200 }, 409: { status: 200 } },
  },
  {
    route: "routes/endre-abonnement.tsx",
    clientAction: planAction,
    path: "/endre-abonnement",
    query: "plan=C-DIGITAL-PREMIUM%7CMONTHLY",
    fields: [["intent", "confirm"], KEY],
    own: {
      409: {
        status: 422,
        error: {
          "": ["Abonnementet kan ikke endres til dette nå. Velg et annet, eller kontakt kundesenteret."],
        },
      },
    },
  },
  {
    route: "routes/familiedeling.tsx",
    clientAction: familyAction,
    path: "/familiedeling",
    fields: [["intent", "invite"], ["email", "ola.nordmann@example.no"], KEY],
    own: {
      409: {
        answer: { status: 409, error: { fields: { reason: ["maxUsersReached"] } } },
        status: 422,
        error: {
          email: [
            "Familiedelingen er full. Trekk tilbake en invitasjon eller fjern noen før du inviterer flere.",
          ],
        },
      },
    },
  },
  {
    route: "routes/fullmakt.tsx",
    clientAction: fullmaktAction,
    path: "/fullmakt",
    fields: [
      ["intent", "invite"],
      ["name", "Even Lie"],
      ["contact", "even.lie@example.no"],
      ["see", "on"],
      ["validUntil", "2027-01-31"],
      KEY,
    ],
    own: {
      409: {
        answer: { status: 409, error: { fields: { reason: ["alreadyHelper"] } } },
        status: 422,
        error: {
          contact: ["Denne personen har allerede fullmakt eller en invitasjon fra deg. Se listen nedenfor."],
        },
      },
    },
  },
  {
    route: "routes/bedrift.tsx",
    clientAction: businessCodeAction,
    path: "/bedrift",
    fields: [
      ["intent", "request"],
      ["email", "ola.hansen@moebygg.no"],
    ],
    own: {
      404: {
        status: 422,
        error: {
          email: [
            "Vi fant ingen invitasjon til denne e-postadressen. Bruk jobbadressen invitasjonen ble sendt til, eller spør den som administrerer bedriftsabonnementet hos dere.",
          ],
        },
      },
      // The address has a subscription already: said on the page (SPEC §8).
      409: { status: 200 },
    },
  },
  {
    route: "routes/student-verifisering.tsx",
    clientAction: studentAction,
    path: "/student-verifisering",
    fields: [["intent", "send"], ["email", "thea.strand@stud.ntnu.no"], KEY],
  },
  {
    route: "routes/elev-verifisering.tsx",
    clientAction: pupilAction,
    path: "/elev-verifisering",
    // The account has no birthdate: the pupils' form asks for it, and saves it first.
    fields: [["intent", "send"], ["email", "ola@elev.afk.no"], ["birthdate", "2008-03-14"], KEY],
  },
  {
    route: "routes/samtykke.tsx",
    clientAction: consentStepsAction,
    path: "/samtykke3",
    fields: [
      ["personalization", "ja"],
      ["advertising", "nei"],
      ["analytics", "ja"],
      ["marketing", "nei"],
    ],
  },
  {
    route: "routes/angre-kjop.tsx",
    clientAction: withdrawalAction,
    path: "/angre-kjop",
    query: "ordre=ORD-1",
    fields: [KEY],
    // Too late, or withdrawn already: said on the page, not a failure.
    own: { 404: { status: 200 }, 409: { status: 200 } },
  },
  {
    route: "routes/fullmakt.tsx#accept",
    clientAction: fullmaktAction,
    path: "/fullmakt",
    query: "kode=ABCD2345",
    fields: [["intent", "accept"], KEY],
    own: {
      // No such invitation, or too many tries: said on the page, not a failure.
      404: { status: 200 },
      409: {
        answer: { status: 409, error: { fields: { reason: ["wrongContactCode"] } } },
        status: 422,
        error: { contactCode: ["Koden stemmer ikke. Sjekk den og prøv igjen."] },
      },
    },
  },
  {
    route: "routes/betaling.tsx",
    clientAction: orderPayAction,
    path: "/betaling",
    query: "ordre=ORD-1",
    fields: [],
  },
  {
    route: "routes/student-verifisering.tsx#register",
    clientAction: studentAction,
    path: "/student-verifisering",
    fields: [
      ["intent", "register"],
      ["email", "thea.strand@stud.ntnu.no"],
      ["givenName", "Thea"],
      ["familyName", "Strand"],
      KEY,
    ],
  },
  {
    route: "routes/administrer-bedrift.tsx",
    clientAction: businessAction,
    path: "/administrer-bedrift",
    fields: [["intent", "invite"], ["review", REVIEW], ["addresses", "ola.hansen@moebygg.no"], KEY],
    // No longer the company's admin: said on the page with the review kept.
    own: { 403: { status: 200 } },
  },
  {
    route: "routes/bestill-abonnement.tsx",
    clientAction: orderAction,
    path: "/bestill-abonnement",
    reads: [[/\/api\/order\/offer\//, OFFER]],
    fields: [["intent", "order"], ["plan", "C-DIGITAL-DIGITAL|MONTHLY"], ["payment", "SWEDBANK-PPG"], KEY],
    own: {
      // Already a subscriber (another tab, another device): sent to say so.
      409: { status: 302, redirect: "/allerede-abonnent" },
      422: {
        status: 422,
        error: { "": ["Vi kunne ikke ta imot bestillingen slik den er nå. Ingenting er trukket."] },
      },
    },
  },
  {
    route: "routes/verifiser-familiemedlem.tsx",
    clientAction: joinAction,
    path: "/verifiser-familiemedlem",
    query: "invitasjon=tok-1",
    fields: [KEY],
    own: {
      // No such invitation, or one that ended: said on the page, not a failure.
      404: { status: 200 },
      409: { answer: { status: 409, error: { fields: { reason: ["expired"] } } }, status: 200 },
    },
  },
  {
    route: "routes/takeout-gateway.tsx",
    clientAction: takeoutAction,
    path: "/spidTakeoutGateway",
    fields: [],
  },
  {
    route: "routes/delete-gateway.tsx",
    clientAction: deleteAction,
    path: "/spidDeleteGateway",
    fields: [["confirm", "on"]],
  },
  {
    route: "routes/angre-oppsigelse.tsx",
    clientAction: reactivateAction,
    path: "/angre-oppsigelse",
    fields: [],
    // Taken back already (another tab): what was wanted.
    own: { 409: { status: 302, redirect: "/abonnement-reaktivert" } },
  },
  {
    route: "routes/personverninnstillinger.tsx",
    clientAction: consentAction,
    path: "/personverninnstillinger",
    fields: [["marketing", "on"]],
  },
];

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
