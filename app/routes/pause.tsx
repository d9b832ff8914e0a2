import { useLoaderData } from "react-router";
import { getNextPayment } from "#app/api/payments.ts";
import { getPauseOffer, quotePause } from "#app/api/schedule.ts";
import { subscribedContext } from "#app/auth/guards.ts";
import { isPaper } from "#app/domain/subscription-type.ts";
import {
  changeEnd,
  choose,
  chosenIn,
  confirm,
  DONE,
  shownOffer,
  startAgain,
  type Done,
} from "#app/features/pause/intents.ts";
import {
  ChooseStep,
  ConfirmStep,
  CurrentPause,
  PauseRefused,
  StartedAgain,
} from "#app/features/pause/screens.tsx";
import { sendIntent } from "#app/forms/intent.ts";
import { screenKeyFirst } from "#app/forms/screen-key.ts";
import type { Route } from "./+types/pause";

// A pause instead of goodbye (docs/decisions/079): from /endre-abonnement, the cancellation's first
// step and the front page. The first day and the length (?fra=…&til=… once chosen), the platform's
// quote in words, then "Ta pause" once per key (ADR 006); or the pause there is, with a new last day
// and "Start igjen nå".

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [screenKeyFirst()];

export async function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  const session = context.get(subscribedContext);
  const account = session.titleAccount;
  const offer = shownOffer.keep(request, await getPauseOffer(account));
  const done = new URL(request.url).searchParams.get("ferdig");
  const chosen = offer.current ? null : chosenIn(request);
  const [quote, next] = await Promise.all([
    chosen && !offer.refusal ? quotePause(account, chosen) : null,
    offer.current ? getNextPayment(account).then((outlook) => outlook.next) : null,
  ]);
  return {
    offer,
    quote: quote?.kind === "ok" ? quote.data : null,
    next,
    paper: isPaper(session.subscription),
    done: DONE.includes(done as Done) ? (done as Done) : null,
  };
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendIntent(args, choose, confirm, changeEnd, startAgain);

export default function PauseRoute() {
  const { offer, quote, next, paper, done } = useLoaderData<typeof clientLoader>();
  if (offer.current) return <CurrentPause pause={offer.current} offer={offer} next={next} done={done} />;
  if (done === "i-gang") return <StartedAgain />;
  if (offer.refusal) return <PauseRefused refusal={offer.refusal} />;
  if (quote) return <ConfirmStep quote={quote} paper={paper} />;
  return <ChooseStep offer={offer} />;
}
