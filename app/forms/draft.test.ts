// A form sent when the session is refused comes back filled in after signing in again, for the
// same user and page only, once, and never for long (SPEC §8).
import { afterEach, describe, expect, it } from "vitest";
import { DRAFT_KEPT_MS, forgetDraft, keepDraft, readDraft } from "./draft.ts";

const origin = "https://minside.adressa.no";

/** Keeps the form `fields` sent to `path`, as the intent kit does when the session is refused. */
function keep(path: string, fields: Record<string, string>, user: string, now?: number) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  keepDraft(new Request(`${origin}${path}`, { method: "POST" }), form, user, now);
}

const complaint = { category: "IKKE_LEVERT", date: "2026-11-24", comment: "Tredje gang denne uka." };

describe("a draft kept across sign-in", () => {
  afterEach(() => forgetDraft());

  it("keeps the text of the form being sent, for its page and user", () => {
    keep("/tilbakemelding", { ...complaint, __intent__: "x" }, "42");
    const draft = readDraft("/tilbakemelding", "42");
    expect(draft?.entries).toEqual(Object.entries(complaint));
    expect(draft?.user).toBe("42");
  });

  it("is read by the same page only, and stays for it", () => {
    keep("/tilbakemelding", complaint, "42");
    expect(readDraft("/endre-profil", "42")).toBeNull();
    expect(readDraft("/tilbakemelding", "42")).not.toBeNull();
  });

  it("is never shown to another user, and is dropped then", () => {
    keep("/tilbakemelding", complaint, "42");
    expect(readDraft("/tilbakemelding", "43")).toBeNull();
    expect(readDraft("/tilbakemelding", "42")).toBeNull();
  });

  it("is dropped after 30 minutes", () => {
    const then = Date.now();
    keep("/tilbakemelding", complaint, "42", then);
    expect(readDraft("/tilbakemelding", "42", then + DRAFT_KEPT_MS + 1)).toBeNull();
    expect(readDraft("/tilbakemelding", "42", then)).toBeNull();
  });

  it("is used once: forgetting it leaves nothing behind", () => {
    keep("/tilbakemelding", complaint, "42");
    forgetDraft();
    expect(readDraft("/tilbakemelding", "42")).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps a confirmation sent with nothing typed, so its page can say why the subscriber is back", () => {
    keep("/avslutt-abonnement", {}, "42");
    expect(readDraft("/avslutt-abonnement", "42")?.entries).toEqual([]);
  });

  it("ignores what is not a draft in its place", () => {
    sessionStorage.setItem("minside.utkast", '{"path":"/tilbakemelding","entries":[[1]]}');
    expect(readDraft("/tilbakemelding", "42")).toBeNull();
    expect(sessionStorage.getItem("minside.utkast")).toBeNull();
  });
});
