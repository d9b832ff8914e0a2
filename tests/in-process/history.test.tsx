// /historikk in-process (ADR 030, ADR 085): every persona with an account and a past has a history,
// each entry dated in Norwegian with a time; what youth, trial and cancelled did is among it. The journeys through it
// in a browser — something done showing up first, Nynorsk, axe — are tests/e2e/history.test.ts's.
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { personas } from "#tests/fixtures/personas/all.ts";
import { startApp } from "./app.tsx";

const app = startApp();

beforeEach(() => app.forgetVisitor());

/** Personas on the sandbox title with an account and a subscription or invoices: a history to show. */
const WITH_A_PAST = personas.filter(
  (p) => p.account !== null && (p.subscription !== null || p.invoices.length > 0),
);

/** What some of them did, said in their history. */
const SAYS: Record<string, string> = {
  youth: "Bestilte Digital ung",
  trial: "Bestilte Digital",
  cancelled: "Sa opp Digital",
};

it("covers the personas whose history says what they did", () => {
  expect(WITH_A_PAST.map((p) => p.id)).toEqual(expect.arrayContaining(Object.keys(SAYS)));
});

describe.each(WITH_A_PAST.map((p) => p.id))("%s", (id) => {
  it("has a history, every entry dated with a time", async () => {
    await app.signIn(id);
    await app.open("/historikk");
    const main = screen.getByRole("main");
    await within(main).findByRole("heading", { level: 1, name: "Historikk" });
    expect(app.location()).toBe("/historikk");
    const entries = await within(main).findAllByRole("listitem");
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const time = entry.querySelector("time");
      if (time) expect(time.textContent).toMatch(/^\d{1,2}\. [a-zæøå]+ \d{4}, kl\. \d{2}\.\d{2}$/);
    }
    expect(main.querySelectorAll("li time").length).toBeGreaterThan(0);
    const says = SAYS[id];
    if (says) expect(entries.some((entry) => entry.textContent?.includes(says))).toBe(true);
  });
});
