// A form sent when the session is refused comes back filled in after signing in again, for the
// same user and page only, once, and never for long (issue 16, SPEC §8).
import { afterEach, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { formBeingSent, rememberPageBeingLoaded } from "#app/navigation/return-target.ts";
import { DRAFT_KEPT_MS, forgetDraft, keepDraft, readDraft } from "./draft.ts";

const origin = "https://minside.adressa.no";

/** Sends a form to `path`; `during` runs while its action does (where a 401 would start sign-in). */
function send(path: string, fields: Record<string, string>, during: () => Promise<void>, method = "POST") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`${origin}${path}`, method === "GET" ? {} : { method, body });
  return rememberPageBeingLoaded(
    { request, params: {}, context: new RouterContextProvider(), unstable_pattern: "" } as never,
    async () => {
      await during();
      return {};
    },
  );
}

const complaint = { category: "IKKE_LEVERT", date: "2026-11-24", comment: "Tredje gang denne uka." };

describe("a draft kept across sign-in", () => {
  afterEach(() => forgetDraft());

  it("keeps the text of the form being sent, for its page and user", async () => {
    await send("/tilbakemelding", { ...complaint, __intent__: "x" }, () => keepDraft(formBeingSent(), "42"));
    const draft = readDraft("/tilbakemelding", "42");
    expect(draft?.entries).toEqual(Object.entries(complaint));
    expect(draft?.user).toBe("42");
  });

  it("is read by the same page only, and stays for it", async () => {
    await send("/tilbakemelding", complaint, () => keepDraft(formBeingSent(), "42"));
    expect(readDraft("/endre-profil", "42")).toBeNull();
    expect(readDraft("/tilbakemelding", "42")).not.toBeNull();
  });

  it("is never shown to another user, and is dropped then", async () => {
    await send("/tilbakemelding", complaint, () => keepDraft(formBeingSent(), "42"));
    expect(readDraft("/tilbakemelding", "43")).toBeNull();
    expect(readDraft("/tilbakemelding", "42")).toBeNull();
  });

  it("is dropped after 30 minutes", async () => {
    const then = Date.now();
    await send("/tilbakemelding", complaint, () => keepDraft(formBeingSent(), "42", then));
    expect(readDraft("/tilbakemelding", "42", then + DRAFT_KEPT_MS + 1)).toBeNull();
    expect(readDraft("/tilbakemelding", "42", then)).toBeNull();
  });

  it("is used once: forgetting it leaves nothing behind", async () => {
    await send("/tilbakemelding", complaint, () => keepDraft(formBeingSent(), "42"));
    forgetDraft();
    expect(readDraft("/tilbakemelding", "42")).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps a confirmation sent with nothing typed, so its page can say why the subscriber is back", async () => {
    await send("/avslutt-abonnement", {}, () => keepDraft(formBeingSent(), "42"));
    expect(readDraft("/avslutt-abonnement", "42")?.entries).toEqual([]);
  });

  it("keeps nothing outside a form's send: a refused page load has nothing typed", async () => {
    await keepDraft(formBeingSent(), "42");
    await send("/tilbakemelding", complaint, () => keepDraft(formBeingSent(), "42"), "GET");
    expect(readDraft("/tilbakemelding", "42")).toBeNull();
  });

  it("ignores what is not a draft in its place", () => {
    sessionStorage.setItem("minside.utkast", '{"path":"/tilbakemelding","entries":[[1]]}');
    expect(readDraft("/tilbakemelding", "42")).toBeNull();
    expect(sessionStorage.getItem("minside.utkast")).toBeNull();
  });
});
