import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "#app/route-table.ts";
import { stubFetch } from "#tests/support/fetch-stub.ts";
import { call, startKeptRead } from "./client.ts";
import { api } from "./contract.ts";
import { EARLY_READS, earlyReadsFor } from "./early-reads.ts";

const fetched = stubFetch();

describe("early reads", () => {
  it("names guarded screens only, by their paths in the route table", () => {
    for (const { path } of EARLY_READS) {
      const route = ROUTE_TABLE.find((entry) => entry.path === path);
      expect(route, path).toBeDefined();
      expect(route?.requiresAuth, path).toBe(true);
    }
  });

  it("starts only reads that need nothing but the account number and the title", () => {
    for (const { reads } of EARLY_READS)
      for (const read of reads) {
        const params = [...api[read].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        expect(api[read].method, read).toBe("GET");
        expect(
          params.every((param) => param === "accountNo" || param === "titleCode"),
          read,
        ).toBe(true);
      }
  });

  it("finds a screen's reads by its URL, parameters included", () => {
    const frontPage = "getPaymentMethod getInvoices getFamily getWithdrawal getNextPayment getDisruption";
    expect(earlyReadsFor("/")).toEqual(frontPage.split(" "));
    expect(earlyReadsFor("/betal-faktura/2025-001")).toEqual(["getInvoices"]);
    expect(earlyReadsFor("/kundeservice")).toEqual([]);
  });

  it("a read started early is the one the screen's own call gets: one request, not two", async () => {
    fetched.answer(200, { data: [] });
    startKeptRead("getInvoices", { accountNo: "40527391", titleCode: "SBX" });
    startKeptRead("getPaymentMethod", { accountNo: "40527391", titleCode: "SBX" });
    await expect
      .poll(() => fetched.requests.map((request) => new URL(request.url).pathname))
      .toEqual(["/api/invoices/40527391/SBX", "/api/paymentMethod/40527391"]);
    await expect(
      call("getInvoices", { params: { accountNo: "40527391", titleCode: "SBX" } }),
    ).resolves.toEqual([]);
    expect(fetched.requests).toHaveLength(2);
  });

  it("a failed early read fails the screen's call that shared it; the next call asks again", async () => {
    fetched.answers([503, { error: { status: 503, message: "Nede" } }], [200, { data: [] }]);
    const params = { accountNo: "40527391", titleCode: "SBX" };
    startKeptRead("getInvoices", params);
    await expect(call("getInvoices", { params })).rejects.toMatchObject({ status: 503 });
    expect(fetched.requests).toHaveLength(1);
    await expect(call("getInvoices", { params })).resolves.toEqual([]);
    expect(fetched.requests).toHaveLength(2);
  });

  it("an early read that failed before the screen asked is still the screen's answer, once", async () => {
    fetched.answers([500, { error: { status: 500, message: "Feil" } }], [200, { data: [] }]);
    const params = { accountNo: "40527391", titleCode: "SBX" };
    await expect(startKeptRead("getInvoices", params)).rejects.toMatchObject({ status: 500 });
    // The screen says the invoices could not be fetched, instead of quietly asking a second time…
    await expect(call("getInvoices", { params })).rejects.toMatchObject({ status: 500 });
    expect(fetched.requests).toHaveLength(1);
    // …and the next time it asks, it asks the platform.
    await expect(call("getInvoices", { params })).resolves.toEqual([]);
    expect(fetched.requests).toHaveLength(2);
  });

  it("a screen's own failed call is not kept: the next call asks again", async () => {
    fetched.answers([500, { error: { status: 500, message: "Feil" } }], [200, { data: [] }]);
    const params = { accountNo: "40527391", titleCode: "SBX" };
    await expect(call("getInvoices", { params })).rejects.toMatchObject({ status: 500 });
    await expect(call("getInvoices", { params })).resolves.toEqual([]);
    expect(fetched.requests).toHaveLength(2);
  });
});
