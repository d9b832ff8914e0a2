// @vitest-environment node
// npm run contract:check tells whether a platform answers the contract's read-only calls as the
// portal reads them (ADR 032): against the dev backend every call it can fill matches;
// a deliberately wrong answer is reported as a mismatch naming the field.
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { api } from "#app/api/contract.ts";
import { endpoint } from "#app/api/contract/shared.ts";
import { createDevBackend } from "#scripts/dev-backend/app.ts";
import { openDatabase } from "#scripts/dev-backend/seed.ts";
import {
  accountValues,
  titleServedBy,
  checkContract,
  CookieJar,
  formatResult,
  passes,
  readOnlyCalls,
  signInPersona,
} from "./contract-check.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A platform that answers every call with the same status and body. */
const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const adr = {
  titleCode: "ADR",
  titleDomain: "adresseavisen",
  pageUrl: "https://www.adressa.no/",
  name: "Adresseavisen",
  customerCenterPhoneNumber: "73 07 01 00",
  customerCenterEmail: "kundeservice@adressa.no",
  organizationNumber: "948 172 666",
  pulse: true,
};
const base = "https://platform.example/api/";

describe("judging an answer", () => {
  it("reports a wrong answer as a mismatch, naming the field", async () => {
    const [result] = await checkContract({
      base,
      values: { titleCode: "ADR" },
      endpoints: { getTitle: api.getTitle },
      fetch: answering(200, { data: { ...adr, pulse: "yes" } }),
    });
    expect(result!.verdict).toEqual({
      kind: "mismatch",
      status: 200,
      differences: [expect.stringMatching(/^data\.pulse: .*boolean/)],
    });
    expect(formatResult(result!)).toMatch(
      /^✗ getTitle \(GET title\/ADR\): mismatch \(HTTP 200\): data\.pulse: /,
    );
    expect(passes([result!])).toBe(false);
  });

  it("passes the answer the portal reads", async () => {
    const [result] = await checkContract({
      base,
      values: { titleCode: "ADR" },
      endpoints: { getTitle: api.getTitle },
      fetch: answering(200, { data: adr }),
    });
    expect(formatResult(result!)).toBe("✓ getTitle (GET title/ADR): matches");
  });

  it("with --envelope none, passes the bare body and refuses one wrapped in { data }", async () => {
    const check = (body: unknown) =>
      checkContract({
        base,
        values: { titleCode: "ADR" },
        endpoints: { getTitle: api.getTitle },
        fetch: answering(200, body),
        envelope: "none",
      });
    expect((await check(adr))[0]!.verdict.kind).toBe("ok");
    expect((await check({ data: adr }))[0]!.verdict.kind).toBe("mismatch");
  });

  it("passes an answer without a field the SPEC does not name, and with one it does not know", async () => {
    const account = { accountBalance: 0, spidId: 10000003, firstTitleCode: "ADR", ariaAccountNo: "40527391" };
    const [result] = await checkContract({
      base,
      values: { id: "10000003" },
      endpoints: { getAccount: api.getAccount },
      fetch: answering(200, { data: { ...account, loyaltyTier: "gold" } }),
    });
    expect(result!.verdict.kind).toBe("ok");
  });

  it("passes an error the contract names for the call, with the contract's error body only", async () => {
    const call = (body: unknown) =>
      checkContract({
        base,
        values: { titleCode: "XYZ" },
        endpoints: { getTitle: api.getTitle },
        fetch: answering(404, body),
      });
    const [named] = await call({ error: { status: 404, message: "No publication config" } });
    expect(named!.verdict).toMatchObject({ kind: "ok", status: 404 });
    const [badBody] = await call({ message: "not found" });
    expect(badBody!.verdict).toMatchObject({
      kind: "mismatch",
      differences: [expect.stringContaining("(error body) error")],
    });
  });

  it("reports a status the contract does not name as an HTTP error", async () => {
    const [result] = await checkContract({
      base,
      values: { titleCode: "ADR" },
      endpoints: { getTitle: api.getTitle },
      fetch: answering(502, "<html>Bad gateway</html>"),
    });
    expect(formatResult(result!)).toBe(
      "✗ getTitle (GET title/ADR): HTTP error 502: <html>Bad gateway</html>",
    );
  });
});

describe("the walk over the contract", () => {
  it("calls every GET, a new one too, and never a call that changes something", async () => {
    const called: string[] = [];
    const documents = endpoint("GET documents/{accountNo}/{titleCode}", "The account's documents", {
      params: z.object({ accountNo: z.string(), titleCode: z.string() }),
      response: z.array(z.object({ id: z.string() })),
    });
    const results = await checkContract({
      base,
      values: { accountNo: "123456", titleCode: "ADR" },
      endpoints: { documents, logout: api.logout, getOrder: api.getOrder },
      fetch: async (url) => {
        called.push(String(url));
        return new Response(JSON.stringify({ data: [{ id: "d1" }] }), { status: 200 });
      },
    });
    expect(called).toEqual(["https://platform.example/api/documents/123456/ADR"]);
    expect(results.map(formatResult)).toEqual([
      "✓ documents (GET documents/123456/ADR): matches",
      "– getOrder (GET order/{orderId}): skipped, no value for orderId (give --param orderId=…)",
    ]);
    expect(readOnlyCalls().length).toBeGreaterThanOrEqual(15);
  });
});

describe("the title a server serves", () => {
  it("is read from a Min side page's own title, and is none for anything else", () => {
    // As the prerender writes it into every page (app/root.tsx, titleScript).
    const page =
      '<head><script>window.__zod_globalConfig={jitless:true};window.__MINSIDE_TITLE__={"titleCode":"SBX","name":"Sandkasseavisa"};</script></head>';
    expect(titleServedBy(page)).toBe("SBX");
    expect(titleServedBy('<script>window.__MINSIDE_TITLE__={"titleCode":"ADR","name":"x"}</script>')).toBe(
      "ADR",
    );
    expect(titleServedBy("<html><body>Not found</body></html>")).toBeNull();
  });
});

describe("against the dev backend", () => {
  let server: ServerType;
  let apiBase: string;

  beforeAll(async () => {
    const app = createDevBackend({
      distDir: path.join(ROOT, "dist"),
      db: openDatabase(":memory:"),
      quiet: true,
    });
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
        resolve(info.port),
      );
    });
    apiBase = `http://127.0.0.1:${port}/api/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers every read-only call it can fill for a signed-in subscriber as the contract says", async () => {
    const jar = new CookieJar();
    const userId = await signInPersona(apiBase, "subscriber", jar);
    const headers = { Cookie: jar.header };
    const values = { ...(await accountValues(apiBase, userId, headers)), postalCode: "7010" };
    expect(values).toMatchObject({
      accountNo: expect.stringMatching(/^\d+$/),
      titleCode: expect.any(String),
    });
    const results = await checkContract({ base: apiBase, values, headers });
    const lines = results.map(formatResult);
    expect(
      lines.filter((line) => line.startsWith("✗")),
      lines.join("\n"),
    ).toEqual([]);
    expect(passes(results)).toBe(true);
    // What the account gives is used: only calls needing something else (an order, a payment, an
    // invitation's token) are skipped.
    const ok = results.filter((r) => r.verdict.kind === "ok").map((r) => r.name);
    expect(ok).toEqual(
      expect.arrayContaining(["getAccount", "getSubscription", "getInvoices", "getConsent"]),
    );
    for (const r of results.filter((r) => r.verdict.kind === "skipped"))
      expect(r.verdict.kind === "skipped" ? r.verdict.reason : "", r.name).not.toMatch(
        /\b(accountNo|ariaAccountNo|titleCode|id|postalCode)\b/,
      );
    // The delivery history's path names the account ariaAccountNo: it is reached too.
    expect(results.find((r) => r.name === "getDeliveryHistory")?.verdict.kind).not.toBe("skipped");
  });

  it("npm run contract:check prints a line per call and exits 0", async () => {
    const child = spawn(
      process.execPath,
      [
        "scripts/contract-check.ts",
        "--base",
        apiBase,
        "--persona",
        "subscriber",
        "--param",
        "postalCode=7010",
      ],
      { cwd: ROOT },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code, output).toBe(0);
    for (const [name] of readOnlyCalls()) expect(output).toMatch(new RegExp(`^[✓–] ${name} \\(`, "m"));
  });
});
