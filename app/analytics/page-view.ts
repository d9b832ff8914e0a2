// What a page view carries (SPEC §3 analytics page object and marketing parameters): the page,
// read from the URL's path and the few query values that name a plan, a campaign or an offer —
// never a code, a state, an e-mail or anything else personal.
import { marketingParams, type MarketingParams } from "#app/domain/consent.ts";
import type { TrackingActor } from "./tracking.ts";

export interface PageObject {
  id: string;
  type: "Page";
  contentId: string;
  aria_plan_id?: string;
  aria_schedule_id?: string;
  campaignID?: string;
  artRefId?: string;
  position?: string;
  source?: string;
  payment_option?: string;
  discount_id?: string;
}

export interface PageViewEvent {
  page: PageObject;
  actor: TrackingActor | null;
  marketing: MarketingParams;
  deployStage: "dev" | "pro";
}

/** The page object's query-borne fields, and the query names they are read from (first wins). */
const FROM_QUERY: Record<Exclude<keyof PageObject, "id" | "type" | "contentId">, string[]> = {
  aria_plan_id: ["plan", "ariaPlanId"],
  aria_schedule_id: ["schedule", "ariaScheduleId"],
  campaignID: ["campaignId", "kampanje"],
  artRefId: ["artRefId"],
  position: ["position"],
  source: ["source"],
  payment_option: ["betaling", "paymentOption"],
  discount_id: ["tilbud", "discountId"],
};

/** Pages whose view is never sent (SPEC §4, §9: the sign-in return). */
export const UNTRACKED_PATHS = ["/callback"];

export function isTracked(pathname: string): boolean {
  return !UNTRACKED_PATHS.includes(pathname.replace(/\/+$/, "") || "/");
}

export function pageObject(pathname: string, search: string): PageObject {
  const path = pathname.replace(/\/+$/, "") || "/";
  const query = new URLSearchParams(search);
  const page: PageObject = { id: path === "/" ? "forside" : path.slice(1), type: "Page", contentId: path };
  for (const [field, names] of Object.entries(FROM_QUERY) as [keyof typeof FROM_QUERY, string[]][]) {
    const value = names.map((name) => query.get(name)).find((candidate) => candidate);
    if (value && value.length <= 100) page[field] = value;
  }
  return page;
}

export function pageView(
  location: { pathname: string; search: string },
  actor: TrackingActor | null,
  deployStage: "dev" | "pro",
): PageViewEvent {
  return {
    page: pageObject(location.pathname, location.search),
    actor,
    marketing: marketingParams(location.search),
    deployStage,
  };
}
