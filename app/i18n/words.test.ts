// Every code the dev backend describes is named in our own words, in nb and in nn: the platform's
// descriptions are Bokmål whatever the title, so a code that fell through to them would show
// Bokmål on a Nynorsk title (STYLE.md §21).
import path from "node:path";
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { readCatalogues } from "#scripts/lib/locale-catalogs.ts";
import { readPo } from "#scripts/lib/po.ts";
import { plansFor } from "#scripts/dev-backend/subscription/catalog.ts";
import { COMPLAINT_CODES } from "#scripts/dev-backend/complaint/rules.ts";
import fvnJson from "#titles/fvn.json" with { type: "json" };
import shJson from "#titles/sh.json" with { type: "json" };
import type { Title } from "#app/title/title-schema.ts";
import {
  complaintCategoryName,
  paymentMethodName,
  planDescription,
  type PaymentMethodType,
} from "./words.ts";

const sh = shJson as Title;
const fvn = fvnJson as Title;
const ROOT = path.resolve(import.meta.dirname, "../..");
/** Stands in for the platform's description, so a fall-through cannot pass for our own text. */
const PLATFORM = "(the platform's description)";

const catalogue = new Map<string, Set<string>>();

beforeAll(async () => {
  for (const locale of ["nb", "nn"]) {
    const entries = await readPo(path.join(ROOT, "app/locales", locale, "messages.po"));
    catalogue.set(locale, new Set(entries.map((e) => e.msgstr)));
  }
  // The tests run in nb; nn's texts for this module are loaded beside them, as its bundle would.
  const nn = await readCatalogues(ROOT, "nn");
  i18n.load("nn", JSON.parse(nn("route:app/i18n/words.ts")) as Record<string, string>);
});

afterEach(() => i18n.activate("nb"));

const plans = [...plansFor(sh), ...plansFor(fvn)];
/** A record, so that a payment method added to the type must be added here too. */
const PAYMENT_METHODS: Record<PaymentMethodType, true> = {
  VIPPS: true,
  "SWEDBANK-PPG": true,
  BANKGIRO: true,
  AVTALEGIRO: true,
  STREX: true,
};

describe.each(["nb", "nn"])("in %s", (locale) => {
  const ours = (text: string) => {
    expect(text).not.toBe(PLATFORM);
    expect(catalogue.get(locale)).toContain(text);
  };

  it.each(COMPLAINT_CODES.map((c) => c.code))("names the complaint category %s", (code) => {
    i18n.activate(locale);
    ours(complaintCategoryName({ code, description: PLATFORM }));
  });

  it.each(plans.map((p) => [p.ariaPlanID, p.billingPeriod] as const))(
    "describes the plan %s, %s",
    (ariaPlanID, billingPeriod) => {
      i18n.activate(locale);
      ours(planDescription({ ariaPlanID, billingPeriod, description: PLATFORM }));
    },
  );

  it.each(Object.keys(PAYMENT_METHODS) as PaymentMethodType[])("names the payment method %s", (type) => {
    i18n.activate(locale);
    ours(paymentMethodName(type));
  });
});

describe("Nynorsk where the platform writes Bokmål", () => {
  it("names the categories and plans in Nynorsk", () => {
    i18n.activate("nn");
    expect(complaintCategoryName({ code: "MANGLER", description: "Avisen kom ikke" })).toBe(
      "Avisa kom ikkje",
    );
    const paper = plansFor(sh).find(
      (p) => p.ariaPlanID === "C-COMBO-PAPIR-DIGITAL" && p.billingPeriod === "MONTHLY",
    )!;
    expect(planDescription(paper)).toBe("Papiravisa levert heim måndag til laurdag, og alt i Digital.");
  });
});

describe("a code we do not know", () => {
  it("keeps the platform's description", () => {
    expect(complaintCategoryName({ code: "NY_KATEGORI", description: "Avisbudet ringte på" })).toBe(
      "Avisbudet ringte på",
    );
    expect(
      planDescription({
        ariaPlanID: "C-DIGITAL-HELG",
        billingPeriod: "MONTHLY",
        description: "Bare helgene.",
      }),
    ).toBe("Bare helgene.");
  });

  it("keeps the platform's description of a known plan in a billing period we have not described", () => {
    expect(
      planDescription({
        ariaPlanID: "C-DIGITAL-UNG",
        billingPeriod: "ANNUAL",
        description: "Ung, et år om gangen.",
      }),
    ).toBe("Ung, et år om gangen.");
  });
});
