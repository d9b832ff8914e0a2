// Subscription status (instStatusCode, SPEC §4) and what "has a subscription" means for guards.

export const SubscriptionStatus = {
  INACTIVE: 0,
  ACTIVE: 1,
  SUSPENDED: -1,
  PENDING_CANCELLATION: 2,
  CANCELLED: -2,
  PENDING_TERMINATION: 3,
  TERMINATED: -3,
  PENDING_INSTALLATION: 31,
  PENDING_ACTIVATION: 32,
  TRIAL: 41,
  ACTIVE_NON_BILLABLE: 61,
} as const;

export type SubscriptionStatusName = keyof typeof SubscriptionStatus;
export type InstStatusCode = (typeof SubscriptionStatus)[SubscriptionStatusName];

export const statusCodes = Object.values(SubscriptionStatus) as InstStatusCode[];

export function statusName(code: number): SubscriptionStatusName | undefined {
  return (Object.keys(SubscriptionStatus) as SubscriptionStatusName[]).find(
    (k) => SubscriptionStatus[k] === code,
  );
}

/**
 * Whether the subscriber still has access: active, trial and non-billable subscriptions, and
 * cancelled ones until they expire (PENDING_CANCELLATION / PENDING_TERMINATION), and those being
 * set up. Suspended, cancelled, terminated and inactive ones do not.
 */
export function givesAccess(instStatusCode: number): boolean {
  const code = instStatusCode as InstStatusCode;
  return (
    code === SubscriptionStatus.ACTIVE ||
    code === SubscriptionStatus.PENDING_CANCELLATION ||
    code === SubscriptionStatus.PENDING_TERMINATION ||
    code === SubscriptionStatus.PENDING_INSTALLATION ||
    code === SubscriptionStatus.PENDING_ACTIVATION ||
    code === SubscriptionStatus.TRIAL ||
    code === SubscriptionStatus.ACTIVE_NON_BILLABLE
  );
}
