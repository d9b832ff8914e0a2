// A length in months, said one way wherever one is: an order's discount, a gift, the history. Apart
// from ./words.ts, whose chunk open pages load: only signed-in screens say a length.
import { t } from "@lingui/core/macro";

/** "1 måned", "3 måneder". */
export const monthsText = (months: number) => (months === 1 ? t`1 måned` : t`${months} måneder`);
