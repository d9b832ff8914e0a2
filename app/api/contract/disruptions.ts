// Delivery disruptions: the platform knows the paper is late or missing today in a
// postal code (weather, a printing fault). One read: today's disruption where the subscriber's paper
// is delivered today, or none. It answers 200 for any own account (none for a digital subscription),
// so a screen may start it beside the subscription call (docs/decisions/033).
import { z } from "zod/mini";
import { endpoint, isoDate, titleAccountParams } from "./shared.ts";

export const disruption = z.object({
  /** The postal code the paper is delivered to today. */
  postalCode: z.string().check(z.regex(/^\d{4}$/)),
  /** The Oslo calendar day it is for (today). */
  date: isoDate,
  /** Expected delivered by ("HH:MM", Oslo); null when the paper does not come at all today. */
  until: z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/))),
  /** The platform's own words about it (plain text, shown as text). */
  message: z.string().check(z.maxLength(500)),
});

export type Disruption = z.infer<typeof disruption>;

export const disruptionsEndpoints = {
  getDisruption: endpoint(
    "GET disruptions/{accountNo}/{titleCode}",
    "Today's delivery disruption for the postal code the subscriber's paper goes to today, or null",
    {
      params: titleAccountParams,
      response: z.object({ disruption: z.nullable(disruption) }),
    },
  ),
} as const;
