// The messages the reader chose (docs/decisions/080): for each kind of message the platform sends,
// the channels the reader wants (e-mail, SMS, both or none); the title's newsletters, each on or off;
// and one click from any e-mail to stop that kind, without signing in. Marketing is the consent the
// reader gave (./privacy.ts, `marketing`): one setting, read and changed there, shown on both pages.
// Messages the law or the agreement requires are always sent: they are not a kind here.
import { z } from "zod/mini";
import { ariaAccountNo, endpoint, titleAccountParams, titleCode } from "./shared.ts";

/**
 * delivery: the paper is late or not coming (a disruption where it is delivered, a stop that starts or
 * ends), for paper readers; billing: a new invoice, a charge ahead, a failed payment; receipts: the
 * receipt of each change to the subscription; epaper: the e-paper is ready, for readers who have it.
 */
export const messageKind = z.enum(["delivery", "billing", "receipts", "epaper"]);
export type MessageKind = z.infer<typeof messageKind>;

/** The channels one kind goes by: neither is "none". */
export const channels = z.object({ email: z.boolean(), sms: z.boolean() });
export type Channels = z.infer<typeof channels>;

const newsletterId = z.string().check(z.minLength(1), z.maxLength(64));

/** What the reader gets, and can choose, on the title. */
export const messagePreferences = z.object({
  /** The kinds that apply to this reader (delivery only with a paper, epaper only with the e-paper), as chosen or as the platform's defaults. */
  kinds: z.array(z.object({ kind: messageKind, ...channels.shape })).check(z.maxLength(4)),
  /** The title's newsletters, from the platform's list. */
  newsletters: z
    .array(
      z.object({
        newsletterId,
        name: z.string().check(z.maxLength(100)),
        description: z.string().check(z.maxLength(300)),
        subscribed: z.boolean(),
      }),
    )
    .check(z.maxLength(30)),
  /** Where the messages go: a channel without an address cannot be chosen. */
  email: z.boolean(),
  phone: z.boolean(),
});
export type MessagePreferences = z.infer<typeof messagePreferences>;

/** One change, saved at once: a kind's channels, or one newsletter. */
export const preferenceChange = z.union([
  z.object({ kind: messageKind, ...channels.shape }),
  z.object({ newsletterId, subscribed: z.boolean() }),
]);
export type PreferenceChange = z.infer<typeof preferenceChange>;

/** The signed, expiring token of an e-mail's stop link: it names the reader and the kind, nothing else. */
const token = z.string().check(z.minLength(16), z.maxLength(512));

/** What a stop link turns off: a kind, or a newsletter. */
export const unsubscribed = z.object({
  titleCode,
  kind: z.nullable(messageKind),
  newsletter: z.nullable(z.object({ newsletterId, name: z.string().check(z.maxLength(100)) })),
});
export type Unsubscribed = z.infer<typeof unsubscribed>;

export const messagesEndpoints = {
  saveMessagePreference: endpoint(
    "PUT messagePreferences",
    "Save one change at once: a kind's channels (an SMS needs a phone number, an e-mail an address), or a newsletter on or off. The same change again: the same answer",
    {
      body: z.object({ ariaAccountNo, titleCode, change: preferenceChange }),
      response: messagePreferences,
      errors: {
        404: "Unknown kind for this reader (delivery without a paper, epaper without the e-paper) or newsletter",
        422: "fields.reason: no-phone (SMS chosen without a phone number), no-email",
      },
    },
  ),
  unsubscribe: endpoint(
    "POST unsubscribe",
    "One click from an e-mail (and List-Unsubscribe-Post): turn off what the token names, without a session. Turned off already: the same answer",
    {
      body: z.object({ token }),
      response: unsubscribed,
      session: false,
      errors: {
        422: "fields.reason: invalid (not signed by the platform, or changed), expired (older than 60 days): nothing was changed",
      },
    },
  ),
  getMessagePreferences: endpoint(
    "GET messagePreferences/{accountNo}/{titleCode}",
    "What the reader gets from the title, by kind and channel, and its newsletters: as chosen, or the platform's defaults",
    { params: titleAccountParams, response: messagePreferences },
  ),
} as const;
