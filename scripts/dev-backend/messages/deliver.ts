// Every SMS and e-mail the stand-in sends goes through deliver() (docs/decisions/080): a message
// says its title, the account it is for, its kind (one the reader chooses channels for) or that it is
// required (with why), where it can go and what it says; deliver reads the reader's choice, picks the
// channels, adds an e-mail's stop link, and records in the outbox for each message what went by
// which channel — or, when the reader turned it off, that it was held back and why.
import type { MessageKind } from "#app/api/contract/messages.ts";
import type { Title } from "#app/title/title-schema.ts";
import { recordInOutbox, type BackendDeps } from "#scripts/dev-backend/core/deps.ts";
import { addressesOf, defaultChannels, isSubscribed, storedChoice, type Addresses } from "./choices.ts";
import { makeToken } from "./token.ts";

/** A kind the reader chooses channels for: one of the contract's kinds, or a newsletter. */
export type Kind = MessageKind | `newsletter:${string}`;

/** How a required message or a newsletter goes: by e-mail, else SMS (the default); by both; or one. */
type Via = "email-else-sms" | "both" | "email" | "sms";

interface MessageParts {
  /** The title it is from; null only for a required message about no title (a one-time code). */
  title: Pick<Title, "titleCode" | "locale"> | null;
  /** The account it is for; null for someone without an account on the title (a gift's recipient). */
  accountNo: string | null;
  /** Where it can go; left out: the account's e-mail address and phone number. */
  to?: Partial<Addresses>;
  /** The text, or one per channel (an SMS shorter than the e-mail). */
  text: string | { email: string; sms: string };
  /** The title's origin, for the stop link (required for an e-mail of a kind). */
  origin?: string;
}

/**
 * What it is: a kind the reader chooses channels for, which goes as the reader chose or, with no
 * choice stored, by the kind's default — the one /varsler shows (choices.ts defaultChannels, ADR
 * 084), never a way of its own; or a newsletter or a required message (never held, no stop link,
 * and why it is required), which goes `via` the platform's way.
 */
export type Message = MessageParts &
  ({ kind: MessageKind; via?: never } | { kind: `newsletter:${string}` | { required: string }; via?: Via });

/** Sends messages; with the titles, so that code which only sends can write in a title's language. */
export interface Send {
  (message: Message): void;
  readonly titles: readonly Title[];
}

/** deliver() bound to the backend, for code that only sends. */
export const sender = (deps: BackendDeps): Send =>
  Object.assign((message: Message) => deliver(deps, message), { titles: deps.titles });

type Channel = "email" | "sms";

const STOP_WORDS = {
  nb: "Vil du ikke ha slike e-poster lenger? Slå dem av her:",
  nn: "Vil du ikkje ha slike e-postar lenger? Slå dei av her:",
} as const;

/** The last line of every e-mail the reader can turn off. */
export const stopLine = (locale: "nb" | "nn", link: string) => `${STOP_WORDS[locale]} ${link}`;

const KIND_WORDS: Record<MessageKind, string> = {
  delivery: "delivery messages",
  billing: "billing messages",
  receipts: "receipts",
  epaper: "e-paper messages",
};

const kindWord = (kind: Kind) =>
  kind.startsWith("newsletter:") ? `the newsletter ${kind.slice(11)}` : KIND_WORDS[kind as MessageKind];

/** The platform's channels for a message: `via` with the addresses there are (e-mail falls back to SMS). */
function platformChannels(via: Via | undefined, to: Addresses): Channel[] {
  const email = to.email !== null;
  const sms = to.phone !== null;
  switch (via ?? "email-else-sms") {
    case "both":
      return [...(email ? ["email" as const] : []), ...(sms ? ["sms" as const] : [])];
    case "email":
      return email ? ["email"] : [];
    case "sms":
      return sms ? ["sms"] : [];
    default:
      return email ? ["email"] : sms ? ["sms"] : [];
  }
}

/** The reader's channels for a kind: as chosen, an address missing falling back to the other. */
function chosenChannels(chosen: { email: boolean; sms: boolean }, to: Addresses): Channel[] {
  const channels = new Set<Channel>();
  if (chosen.email) channels.add(to.email !== null ? "email" : "sms");
  if (chosen.sms) channels.add(to.phone !== null ? "sms" : "email");
  return [...channels].filter((c) => (c === "email" ? to.email : to.phone) !== null);
}

/** The channels a message of a kind goes by, and why not, when none. */
function decide(
  deps: BackendDeps,
  message: { accountNo: string | null; titleCode: string; kind: Kind },
  to: Addresses,
) {
  const { accountNo, kind, titleCode } = message;
  if (kind.startsWith("newsletter:")) {
    const on = accountNo !== null && isSubscribed(deps.db, accountNo, titleCode, kind.slice(11));
    return on
      ? { channels: platformChannels("email", to), reason: null }
      : { channels: [], reason: `the reader does not subscribe to ${kindWord(kind)}` };
  }
  // No choice stored: the kind's default, as /varsler shows it to the reader (ADR 084).
  const byDefault = chosenChannels(defaultChannels(kind as MessageKind, to), to);
  const choice = accountNo === null ? null : storedChoice(deps.db, accountNo, titleCode, kind as MessageKind);
  if (choice === null) {
    if (byDefault.length === 0)
      return { channels: [], reason: `the reader has not chosen ${kindWord(kind)} (the default is none)` };
    return { channels: byDefault, reason: null };
  }
  const channels = chosenChannels(choice, to);
  const would = byDefault.length > 0 ? byDefault : platformChannels(undefined, to);
  const off = would.map((c) => (c === "email" ? "e-mail" : "SMS"));
  return {
    channels,
    reason: `the reader turned off ${kindWord(kind)} by ${off.length > 0 ? off.join(" and ") : "every channel"}`,
  };
}

const textFor = (message: Message, channel: Channel) =>
  typeof message.text === "string" ? message.text : message.text[channel];

/** Sends a message as the reader chose (or as required), and records it in the outbox. */
export function deliver(deps: BackendDeps, message: Message): void {
  const looked =
    message.accountNo === null ? { email: null, phone: null } : addressesOf(deps.db, message.accountNo);
  const to: Addresses = {
    email: message.to?.email !== undefined ? message.to.email : looked.email,
    phone: message.to?.phone !== undefined ? message.to.phone : looked.phone,
  };
  const address = (channel: Channel) => (channel === "email" ? to.email : to.phone)!;
  const account = message.accountNo;
  if (typeof message.kind === "object") {
    const kind = `required:${message.kind.required}`;
    for (const channel of platformChannels(message.via, to))
      recordInOutbox(deps, {
        channel,
        recipient: address(channel),
        text: textFor(message, channel),
        kind,
        account,
      });
    return;
  }
  const { kind, title } = message;
  if (title === null) throw new Error(`A message of the kind ${kind} needs its title`);
  const { channels, reason } = decide(deps, { accountNo: account, titleCode: title.titleCode, kind }, to);
  if (channels.length === 0) {
    // Held back: recorded where it would have gone, so a test (or a curious developer) sees why.
    const would =
      platformChannels(message.via, to)[0] ??
      (to.email !== null ? "email" : to.phone !== null ? "sms" : null);
    if (would === null) return;
    const text = textFor(message, would);
    recordInOutbox(deps, {
      channel: would,
      recipient: address(would),
      text,
      kind,
      account,
      status: "held",
      reason,
    });
    return;
  }
  for (const channel of channels) {
    const text = textFor(message, channel);
    if (channel === "sms" || account === null) {
      recordInOutbox(deps, { channel, recipient: address(channel), text, kind, account });
      continue;
    }
    const origin = message.origin ?? `http://${title.titleCode.toLowerCase()}.localhost:4173`;
    const token = makeToken({
      accountNo: account,
      titleCode: title.titleCode,
      names: kind,
      issuedAt: deps.now(),
    });
    const headers = {
      "List-Unsubscribe": `<${origin}/api/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    const withLink = `${text}\n\n${stopLine(title.locale, `${origin}/avmeld?token=${token}`)}`;
    recordInOutbox(deps, { channel, recipient: address(channel), text: withLink, kind, account, headers });
  }
}

/** A required e-mail to one address: to someone without an account on the title, or a confirmation. */
export function emailRequired(
  deps: BackendDeps,
  about: { title: Message["title"]; required: string; accountNo?: string | null },
  email: string,
  text: string,
) {
  const { title, required, accountNo = null } = about;
  deliver(deps, { title, accountNo, kind: { required }, to: { email, phone: null }, via: "email", text });
}
