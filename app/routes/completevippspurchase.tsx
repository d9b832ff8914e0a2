import { CompletionScreen, loadCompletion } from "#app/features/order/completion.tsx";

// Back from Vipps after an order (SPEC §2): the outcome from the platform, then on.
export const clientLoader = loadCompletion;

export default function CompletevippspurchaseRoute() {
  return <CompletionScreen />;
}
