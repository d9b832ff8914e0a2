import { useLoaderData } from "react-router";
import { getNextPayment } from "#app/api/payments.ts";
import { quotePaymentDay } from "#app/api/schedule.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { chooseDay, chosenDayIn, confirmDay } from "#app/features/payment-day/intents.ts";
import { ChooseDay, ConfirmDay, DayChanged } from "#app/features/payment-day/screens.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import type { Route } from "./+types/betalingsdag";

// The day of the month the reader pays (docs/decisions/079): linked from "Neste betaling" on the
// front page. The day (?dag=… once chosen), the platform's quote for the first period after the
// change, then "Flytt betalingsdagen" once per key (ADR 006).

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [screenKeyFirst()];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const account = context.get(subscribedContext).titleAccount;
  const url = new URL(request.url);
  const day = chosenDayIn(request);
  const [outlook, quote] = await Promise.all([
    getNextPayment(account),
    day !== null && !url.searchParams.has("ferdig") ? quotePaymentDay(account, day) : null,
  ]);
  const next = outlook.next && outlook.next.kind !== "NONE_CANCELLED" ? outlook.next : null;
  return { next, quote: quote?.kind === "ok" ? quote.quote : null, done: url.searchParams.has("ferdig") };
}

export const clientAction = (args: Route.ClientActionArgs) => sendIntent(args, chooseDay, confirmDay);

export default function BetalingsdagRoute() {
  const { next, quote, done } = useLoaderData<typeof clientLoader>();
  if (done) return <DayChanged next={next} />;
  if (quote) return <ConfirmDay quote={quote} next={next} />;
  return <ChooseDay next={next} />;
}
