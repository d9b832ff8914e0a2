// Age rules of SPEC §5 and §9: buying needs age 18; the youth (UNG) plan is for those under 34.

export const MINIMUM_PURCHASE_AGE = 18;
export const YOUTH_AGE_LIMIT = 34;

/** Full years between an ISO birthdate and an ISO date. */
export function ageOn(birthdate: string, today: string): number {
  const [by, bm, bd] = birthdate.split("-").map(Number);
  const [ty, tm, td] = today.split("-").map(Number);
  const hadBirthday = tm! > bm! || (tm === bm && td! >= bd!);
  return ty! - by! - (hadBirthday ? 0 : 1);
}

export const mayBuy = (age: number) => age >= MINIMUM_PURCHASE_AGE;
export const mayHaveYouthPlan = (age: number) => age < YOUTH_AGE_LIMIT;
