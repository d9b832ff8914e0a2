// The analytics tracking object (SPEC §3, §4): initialised with product "minside" once a user is
// signed in. The analytics script itself is an adapter that stays off on localhost, IP addresses
// and test hosts (SPEC §9); this object is what page views are reported with.
import { isLocalOrTestHost } from "#app/domain/hosts.ts";

export interface TrackingActor {
  id: string;
  /** "Abo" for subscribers, "False" otherwise. */
  subscriptionName: "Abo" | "False";
  /** The identity provider's domain. */
  realm: string;
  productFeatures: string[];
}

export interface Tracking {
  product: "minside";
  actor: TrackingActor;
  /** Development hosts are marked as the dev deploy stage. */
  deployStage: "dev" | "pro";
}

let tracking: Tracking | null = null;

export function currentTracking(): Tracking | null {
  return tracking;
}

/** The actor of a signed-in user: subscriber or not, the provider's realm, the plan. */
export function actorFor(sdrn: string, planName: string | null): TrackingActor {
  return {
    id: sdrn,
    subscriptionName: planName ? "Abo" : "False",
    // sdrn:<realm>:user:<id> names the identity provider's domain.
    realm: sdrn.split(":")[1] ?? "",
    productFeatures: planName ? [planName] : [],
  };
}

/** Initialises the tracking object when it is missing (SPEC §4 guards). */
export function ensureTracking(actor: TrackingActor, hostname: string): Tracking {
  tracking ??= { product: "minside", actor, deployStage: isLocalOrTestHost(hostname) ? "dev" : "pro" };
  return tracking;
}

export function resetTracking() {
  tracking = null;
}
