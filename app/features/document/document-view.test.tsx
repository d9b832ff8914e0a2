import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { InvoiceDocument } from "#app/api/contract/documents.ts";
import { i18n } from "#app/i18n/i18n.ts";
import { PdfDownload } from "#app/components/pdf-download.tsx";
import { DocumentView, UnknownDocument } from "./document-view.tsx";

// What a reader wrote is shown as written: a name or address that looks like markup is text, never
// tags; the not-found page never repeats the address; a failed PDF is said, with a retry.

const doc: InvoiceDocument = {
  kind: "INVOICE",
  documentNo: "7100302",
  issuedOn: "2026-11-01",
  paymentId: null,
  seller: {
    name: "Adresseavisen",
    companyName: "Adresseavisen AS",
    address: "Postboks 1, 0000 Trondheim",
    organizationNumber: "948 172 666",
  },
  subscriber: {
    name: "<script>alert(1)</script> Niillas Ŋuolla <b>Čáhppes</b>",
    ariaAccountNo: "100000123",
    address: "c/o <b>Hytta</b>, Fjellveien 1, 7011 Trondheim",
  },
  ariaInvoiceNo: "7100302",
  kid: "00710030214",
  description: "Digital månedlig",
  periodFrom: "2026-11-01",
  periodTo: "2026-11-30",
  amount: 299,
  netAmount: 299,
  vatRate: 0,
  vatAmount: 0,
  accountNumber: "1503 12 34567",
  dueDate: "2026-11-15",
  paidDate: null,
  paidAt: null,
  method: null,
  creditReason: null,
  cardLast4: null,
};

const wrap = (node: React.ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );

const valueOf = (term: string) =>
  screen.getAllByRole("term").find((dt) => dt.textContent === term)!.nextElementSibling!;

describe("DocumentView", () => {
  it("shows a name and an address that look like markup as the text they are", () => {
    const { container } = wrap(<DocumentView document={doc} id="7100302" pdf="/api/x" titleCode="ADR" />);
    expect(valueOf("Kunde").textContent).toBe(doc.subscriber.name);
    expect(valueOf("Adresse").textContent).toBe(doc.subscriber.address);
    expect(container.querySelector("script, b")).toBeNull();
    expect(valueOf("Selger").textContent).toBe(
      "Adresseavisen AS (Adresseavisen)Postboks 1, 0000 TrondheimOrg.nr. 948 172 666 MVAForetaksregisteret",
    );
    expect(valueOf("Beløp med mva.").textContent).toBe("299 kr");
  });
});

describe("UnknownDocument", () => {
  it("says the number is not found without repeating it", () => {
    const { container } = wrap(<UnknownDocument kind="invoice" />);
    expect(screen.getByRole("alert").textContent).toBe(
      "Vi finner ingen faktura med dette nummeret hos deg. Sjekk nummeret, eller se alle fakturaene dine.",
    );
    expect(container.textContent).not.toMatch(/\d{3}/);
  });
});

describe("PdfDownload", () => {
  it("says a failed download on the page, and tries again when asked", async () => {
    const fetchPdf = vi
      .fn<(retry: boolean) => Promise<{ kind: "failed" } | { kind: "ok"; blob: Blob; fileName: string }>>()
      .mockResolvedValueOnce({ kind: "failed" })
      .mockResolvedValueOnce({ kind: "ok", blob: new Blob(["%PDF-"]), fileName: "faktura-1.pdf" });
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    wrap(
      <PdfDownload href="/api/document/invoice/ADR/1/pdf" fetchPdf={fetchPdf}>
        Last ned
      </PdfDownload>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Last ned" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("Vi fikk ikke lastet ned PDF-en"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Prøv igjen" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(fetchPdf.mock.calls).toEqual([[false], [true]]);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });
});
