// The subscription whose paper the screen changes: the signed-in subscriber's account and this title.
import type { DeliveryTarget } from "#app/api/delivery.ts";
import type { Subscribed } from "#app/auth/guards.ts";
import { currentTitle } from "#app/title/current-title.ts";

export const targetOf = (session: Subscribed): DeliveryTarget => ({
  accountNo: session.account.ariaAccountNo,
  titleCode: currentTitle().titleCode,
});
