// What the message screens say (docs/decisions/080), each once, by name.
import { t } from "@lingui/core/macro";
import type { MessageKind } from "#app/api/contract/messages.ts";

const KIND_NAME: Record<MessageKind, () => string> = {
  delivery: () => t`Leveringsavvik`,
  billing: () => t`Faktura og betaling`,
  receipts: () => t`Kvitteringer for endringer`,
  epaper: () => t`E-avisen er klar`,
};

const KIND_ABOUT: Record<MessageKind, () => string> = {
  delivery: () =>
    t`Når avisen kommer senere eller ikke kommer der du bor, og når en stopp i leveringen begynner eller slutter.`,
  billing: () => t`En ny faktura, en betaling som kommer, og en betaling som ikke gikk gjennom.`,
  receipts: () => t`En kvittering hver gang abonnementet ditt endres, av deg eller av noen som hjelper deg.`,
  epaper: () => t`Når dagens e-avis er klar til å leses.`,
};

/** In running text: "Du får ikke lenger e-post om …". */
const KIND_PHRASE: Record<MessageKind, () => string> = {
  delivery: () => t`leveringsavvik`,
  billing: () => t`faktura og betaling`,
  receipts: () => t`kvitteringer for endringer`,
  epaper: () => t`at e-avisen er klar`,
};

export const kindName = (kind: MessageKind): string => KIND_NAME[kind]();
export const kindPhrase = (kind: MessageKind): string => KIND_PHRASE[kind]();
export const kindAbout = (kind: MessageKind): string => KIND_ABOUT[kind]();

/** The channels, as the choice of one kind offers them. */
export const CHANNEL_CHOICES = ["email", "sms", "both", "none"] as const;
export type ChannelChoice = (typeof CHANNEL_CHOICES)[number];

const CHANNEL_TEXT: Record<ChannelChoice, () => string> = {
  email: () => t`E-post`,
  sms: () => t`SMS`,
  both: () => t`Både e-post og SMS`,
  none: () => t`Ingen`,
};

export const channelText = (choice: ChannelChoice): string => CHANNEL_TEXT[choice]();

export const choiceOf = ({ email, sms }: { email: boolean; sms: boolean }): ChannelChoice =>
  email && sms ? "both" : email ? "email" : sms ? "sms" : "none";

export const channelsOf = (choice: ChannelChoice) => ({
  email: choice === "email" || choice === "both",
  sms: choice === "sms" || choice === "both",
});
