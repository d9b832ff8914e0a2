// eFaktura and how invoices are sent, at the dev backend (app/api/contract/efaktura.ts, ADR 053):
// an account's channel (no row: e-mail), its eFaktura registration and whether its bank has "Alltid
// ja til eFaktura" (seeded), and registering for it and ending it. Each invoice keeps the channel it was sent by
// when issued (tables.ts stamps it).
import type { InvoiceChannel, InvoiceDelivery } from "#app/api/contract/efaktura.ts";
import { z } from "zod/mini";
import { normalizeNorwegianPhone } from "#app/domain/validation.ts";
import type { Title } from "#app/title/title-schema.ts";
import type { Persona } from "#tests/fixtures/personas/types.ts";
import { ApiError, knownTitle, ownAccount, type Handlers } from "#scripts/dev-backend/core/handler.ts";
import { one, run, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { recordHistory } from "#scripts/dev-backend/history/handlers.ts";

interface DeliveryRow {
  channel: InvoiceChannel;
  efaktura_reference: string | null;
  efaktura_registered_on: string | null;
  always_yes: number;
}

const rowOf = (db: Database, accountNo: string) =>
  one<DeliveryRow>(db, "SELECT * FROM invoice_delivery WHERE aria_account_no = ?", accountNo);

export function deliveryOf(db: Database, accountNo: string, title: Title): InvoiceDelivery {
  const row = rowOf(db, accountNo);
  return {
    channel: row?.channel ?? "EMAIL",
    efaktura: {
      status: row?.efaktura_registered_on ? "REGISTERED" : row?.always_yes ? "ALWAYS_YES" : "NONE",
      reference: row?.efaktura_reference ?? null,
      registeredOn: row?.efaktura_registered_on ?? null,
    },
    paperFee: title.paperInvoiceFee ?? null,
  };
}

/** Seeds the account's channel, its bank's Alltid ja and an eFaktura registration. */
export function putChannel(
  db: Database,
  accountNo: string,
  delivery: NonNullable<Persona["invoiceDelivery"]>,
) {
  run(
    db,
    `INSERT INTO invoice_delivery (aria_account_no, channel, always_yes, efaktura_reference, efaktura_registered_on)
     VALUES (?, ?, ?, ?, ?)`,
    accountNo,
    delivery.channel,
    delivery.alwaysYes ? 1 : 0,
    delivery.efaktura?.reference ?? null,
    delivery.efaktura?.registeredOn ?? null,
  );
}

/** The contract's own e-mail rule (zod's, as every e-mail field in app/api/contract/ has it). */
const isEmail = (text: string) => z.email().safeParse(text).success;

export const efakturaHandlers = {
  getInvoiceDelivery: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    return deliveryOf(ctx.db, ctx.params.accountNo, title);
  },

  registerEfaktura: (ctx) => {
    const { db, body } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    ownAccount(ctx, body.ariaAccountNo);
    const row = rowOf(db, body.ariaAccountNo);
    let reference: string | null = null;
    if (body.reference === null) {
      if (!row?.always_yes)
        throw new ApiError(422, "Banken har ikke Alltid ja til eFaktura", {
          reference: ["Skriv e-postadressen eller mobilnummeret nettbanken kjenner deg med."],
        });
    } else {
      const phone = normalizeNorwegianPhone(body.reference);
      reference = isEmail(body.reference) ? body.reference.toLowerCase() : phone;
      if (!reference)
        throw new ApiError(422, "Ugyldig eFaktura-referanse", {
          reference: ["Skriv en e-postadresse eller et norsk mobilnummer."],
        });
    }
    // The same registration again changes nothing, and so is no new receipt (ADR 050).
    if (row?.channel === "EFAKTURA" && row.efaktura_registered_on && row.efaktura_reference === reference)
      return deliveryOf(db, body.ariaAccountNo, title);
    run(
      db,
      `INSERT INTO invoice_delivery (aria_account_no, channel, efaktura_reference, efaktura_registered_on)
       VALUES (?, 'EFAKTURA', ?, ?)
       ON CONFLICT (aria_account_no) DO UPDATE SET channel = 'EFAKTURA',
         efaktura_reference = excluded.efaktura_reference, efaktura_registered_on = excluded.efaktura_registered_on`,
      body.ariaAccountNo,
      reference,
      ctx.today,
    );
    // The history tells of it, and so the reader gets a receipt (history/receipts.ts).
    recordHistory(db, body.ariaAccountNo, title.titleCode, ctx.now, "efaktura", { event: "registered" });
    return deliveryOf(db, body.ariaAccountNo, title);
  },
  // Back to e-mail from the next invoice; the registration ends (the bank's Alltid ja stays).
  stopEfaktura: (ctx) => {
    const { db, params } = ctx;
    const title = knownTitle(ctx.deps, params.titleCode);
    ownAccount(ctx, params.accountNo);
    if (rowOf(db, params.accountNo)?.channel !== "EFAKTURA")
      throw new ApiError(404, "Fakturaene dine kommer ikke som eFaktura");
    run(
      db,
      `UPDATE invoice_delivery SET channel = 'EMAIL', efaktura_reference = NULL, efaktura_registered_on = NULL
       WHERE aria_account_no = ?`,
      params.accountNo,
    );
    recordHistory(db, params.accountNo, title.titleCode, ctx.now, "efaktura", { event: "stopped" });
    return deliveryOf(db, params.accountNo, title);
  },
} satisfies Partial<Handlers>;
