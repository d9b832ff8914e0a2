// Gift subscriptions (docs/decisions/077): the catalogue, buying a gift, the giver's gifts and what
// can be done with one, and redeeming a code. The platform refuses with 409 and names the reason in
// fields.reason; each reason gets its kind here, once, so no screen reads a status or a field.
// Anything unexpected still throws.
import {
  addEndpoints,
  call,
  callExpecting,
  fetchFile,
  fileHref,
  type CallOptions,
  type Input,
  reasonOf,
} from "./client.ts";
import type { PdfOutcome } from "./documents.ts";
import { ApiError, SignInStarted } from "./errors.ts";
import {
  giftsEndpoints,
  type Gift,
  type GiftOffer,
  type GiftOutcome,
  type GiftToRedeem,
} from "./contract/gifts.ts";

// Only the gift screens call these: their schemas come with this module, not on every signed-in
// page (docs/decisions/078).
addEndpoints(giftsEndpoints);

/** The title's gift catalogue. */
export const getGiftOffer = (titleCode: string): Promise<GiftOffer> =>
  call("getGiftOffer", { params: { titleCode } });

/** The gifts the reader has bought and paid for on the title, newest first. */
export const getGifts = (titleCode: string): Promise<Gift[]> => call("getGifts", { params: { titleCode } });

/** One of the reader's gifts, or null when there is no such gift of theirs (404). */
export async function getGift(giftId: string, options?: CallOptions): Promise<Gift | null> {
  const outcome = await callExpecting("getGift", { params: { giftId } }, { 404: "unknown" }, options);
  return outcome.kind === "ok" ? outcome.data : null;
}

export type CreateGiftOutcome =
  | { kind: "ok"; giftId: string; paymentId: string; redirectUrl: string }
  /** The product or length is not sold any more (404). */
  | { kind: "unknown-product" }
  /** The platform's rules refused a field: the date, the address, the first delivery day (422). */
  | { kind: "refused"; fields: Record<string, string[]> };

/** Buys a gift and starts its payment; the same key never buys a second one. */
export async function createGift(
  body: Input<"createGift">["body"],
  idempotencyKey: string,
): Promise<CreateGiftOutcome> {
  const outcome = await callExpecting(
    "createGift",
    { body },
    { 404: "unknown-product", 422: "refused" },
    { idempotencyKey },
  );
  if (outcome.kind === "ok") return { kind: "ok", ...outcome.data };
  if (outcome.kind === "refused") return { kind: "refused", fields: outcome.error.fields ?? {} };
  return { kind: outcome.kind };
}

/** Why a change to a gift was refused: what became of it meanwhile (another tab, the clock). */
export type GiftRefusal = "sent" | "redeemed" | "withdrawn" | "expired" | "card" | "too-late";
const GIFT_REFUSALS: readonly string[] = ["sent", "redeemed", "withdrawn", "expired", "card", "too-late"];

export type GiftChangeOutcome =
  | { kind: "ok"; gift: Gift }
  | { kind: "refused"; reason: GiftRefusal }
  /** fields.sendAt: in the past, or too far ahead (422). */
  | { kind: "bad-time" }
  | { kind: "unknown" };

async function giftChange<N extends "changeGift" | "sendGiftNow" | "withdrawGift">(
  name: N,
  input: Input<N>,
  options?: CallOptions,
): Promise<GiftChangeOutcome> {
  // Only a change of the hour can be refused at a field (422); for the others it is unexpected.
  const expected =
    name === "changeGift"
      ? ({ 404: "unknown", 409: "refused", 422: "bad-time" } as const)
      : ({ 404: "unknown", 409: "refused" } as const);
  const outcome = await callExpecting(name, input, expected, options);
  if (outcome.kind === "ok") return { kind: "ok", gift: outcome.data as Gift };
  if (outcome.kind !== "refused") return { kind: outcome.kind };
  const reason = reasonOf(outcome.error);
  if (reason && GIFT_REFUSALS.includes(reason)) return { kind: "refused", reason: reason as GiftRefusal };
  throw outcome.error;
}

/** Moves the hour a planned gift is sent, or corrects the recipient's e-mail address. */
export const changeGift = (giftId: string, body: Input<"changeGift">["body"]) =>
  giftChange("changeGift", { params: { giftId }, body });

/** Sends a planned gift now, or a sent one's e-mail again; the same key sends once. */
export const sendGiftNow = (giftId: string, titleCode: string, idempotencyKey: string) =>
  giftChange("sendGiftNow", { params: { giftId }, body: { titleCode } }, { idempotencyKey });

/** Withdraws a gift within 14 days (angrerett); the same key withdraws once. */
export const withdrawGift = (giftId: string, titleCode: string, idempotencyKey: string) =>
  giftChange("withdrawGift", { params: { giftId }, body: { titleCode } }, { idempotencyKey });

/** Where a card gift's PDF is downloaded with the session cookie. */
export const giftCardHref = (giftId: string) => fileHref("getGiftCardPdf", { giftId });

/** A card gift's PDF, fetched by the page so a failure is said on it (as a document's, ./documents.ts). */
export async function getGiftCardPdf(giftId: string, retry = false): Promise<PdfOutcome> {
  try {
    const options: CallOptions = { unauthorized: retry ? "sign-in" : "throw" };
    return { kind: "ok", ...(await fetchFile("getGiftCardPdf", { giftId }, "gavekort.pdf", options)) };
  } catch (error) {
    if (error instanceof ApiError || error instanceof SignInStarted) return { kind: "failed" };
    throw error;
  }
}

export type CodeRefusal = "unknown" | "used" | "expired" | "withdrawn" | "too-many";

export type GiftLookup = { kind: "ok"; gift: GiftToRedeem } | { kind: CodeRefusal };

function codeRefusal(kind: "unknown" | "refused" | "too-many", error: Parameters<typeof reasonOf>[0]) {
  if (kind !== "refused") return kind;
  const reason = reasonOf(error);
  if (reason === "used" || reason === "expired" || reason === "withdrawn") return reason;
  throw error;
}

/** The gift behind a code, with what redeeming it would do for the reader; or why it cannot be. */
export async function lookUpGift(titleCode: string, code: string): Promise<GiftLookup> {
  const outcome = await callExpecting(
    "getGiftByCode",
    { params: { titleCode, code } },
    { 404: "unknown", 409: "refused", 429: "too-many" },
  );
  if (outcome.kind === "ok") return { kind: "ok", gift: outcome.data };
  return { kind: codeRefusal(outcome.kind, outcome.error) };
}

export type RedeemOutcome = { kind: "ok"; outcome: GiftOutcome; giverName: string } | { kind: CodeRefusal };

/** Redeems a code with the reader's own account; the same key redeems once. */
export async function redeemGift(
  titleCode: string,
  code: string,
  idempotencyKey: string,
): Promise<RedeemOutcome> {
  const outcome = await callExpecting(
    "redeemGift",
    { body: { titleCode, code } },
    { 404: "unknown", 409: "refused", 429: "too-many" },
    { idempotencyKey },
  );
  if (outcome.kind === "ok") return { kind: "ok", ...outcome.data };
  return { kind: codeRefusal(outcome.kind, outcome.error) };
}
