// How invoices reach the subscriber (docs/decisions/053): eFaktura in the online bank, e-mail or
// paper; registering for eFaktura with the identifier the eFaktura directory knows the payer by (an
// e-mail address or a Norwegian mobile number — never a national identity number); whether the
// payer's bank says "Alltid ja til eFaktura"; and the title's paper-invoice fee.
import { z } from "zod/mini";
import { ariaAccountNo, endpoint, isoDate, titleAccountParams, titleCode } from "./shared.ts";

export const invoiceChannel = z.enum(["EFAKTURA", "EMAIL", "PAPER"]);
export type InvoiceChannel = z.infer<typeof invoiceChannel>;

/** The eFaktura reference as typed: an e-mail address or a Norwegian mobile number. */
export const EFAKTURA_REFERENCE_MAX = 254;

export const invoiceDelivery = z.object({
  /** How the next invoice is sent. */
  channel: invoiceChannel,
  efaktura: z.object({
    /**
     * NONE: not registered; REGISTERED: registered from Min side or the bank; ALWAYS_YES: the
     * payer's bank accepts every biller's eFaktura ("Alltid ja til eFaktura"), no registration needed.
     */
    status: z.enum(["NONE", "REGISTERED", "ALWAYS_YES"]),
    /** The reference registered with (an e-mail address or a mobile number); null when none. */
    reference: z.nullable(z.string().check(z.maxLength(EFAKTURA_REFERENCE_MAX))),
    registeredOn: z.nullable(isoDate),
  }),
  /** The title's fee per paper invoice, whole kroner; null when it charges none. */
  paperFee: z.nullable(z.int().check(z.nonnegative())),
});
export type InvoiceDelivery = z.infer<typeof invoiceDelivery>;

export const efakturaEndpoints = {
  getInvoiceDelivery: endpoint(
    "GET invoiceDelivery/{accountNo}/{titleCode}",
    "How invoices are sent, the eFaktura registration and the paper fee",
    {
      params: titleAccountParams,
      response: invoiceDelivery,
    },
  ),
  registerEfaktura: endpoint(
    "POST efaktura",
    "Register for eFaktura by e-mail or mobile number (null with the bank's Alltid ja). Send an Idempotency-Key",
    {
      body: z.object({
        ariaAccountNo,
        titleCode,
        /** Null: the bank has Alltid ja til eFaktura. */
        reference: z.nullable(
          z.string().check(z.trim(), z.minLength(3), z.maxLength(EFAKTURA_REFERENCE_MAX)),
        ),
      }),
      response: invoiceDelivery,
      creates: true,
      errors: {
        422: "The reference is neither an e-mail address nor a Norwegian mobile number (fields.reference)",
      },
    },
  ),
  stopEfaktura: endpoint(
    "POST efaktura/{accountNo}/{titleCode}/stop",
    "End eFaktura: e-mail from the next invoice. Send an Idempotency-Key",
    {
      params: titleAccountParams,
      response: invoiceDelivery,
      creates: true,
      errors: { 404: "Not on eFaktura" },
    },
  ),
} as const;
