// What a paper the reader does not get is worth: one statement of the two credits, read by the
// stand-in that reckons them and by the screens that offer them with their reason
// (docs/decisions/049). The month's price is spread over 26 papers, the average of a month of
// Monday-to-Saturday issues. The two differ on purpose, and the screens say why:
// - a stop is the reader's choice and the digital subscription runs on, so a stopped paper is
//   credited the paper's share of the price (what the plan costs a month beyond the digital plan),
//   in whole øre;
// - a paper that did not come as it should is our fault, so it is credited a day's price of the
//   whole subscription, rounded up to whole kroner.

/** Papers in a month, on average: the share of a month's price one paper is worth. */
export const PAPERS_PER_MONTH = 26;

/** What the digital plan costs a month: the part of a paper plan's price that is not the paper. */
export const DIGITAL_MONTHLY_PRICE = 299;

/** A month's price of a plan that costs `price` per period of `months` months. */
const monthly = (price: number, months: number) => price / Math.max(1, months);

/**
 * A stopped paper's credit: the paper's share of a month's price over 26 papers, in whole øre; null
 * when the plan costs no more than the digital plan (a stop then changes nothing).
 */
export function stopCreditPerPaper(price: number, months: number): number | null {
  const paperShare = monthly(price, months) - DIGITAL_MONTHLY_PRICE;
  if (paperShare <= 0) return null;
  return Math.round((paperShare / PAPERS_PER_MONTH) * 100) / 100;
}

/** A missed or ruined paper's credit: a month's price over 26 papers, rounded up to whole kroner. */
export const missedPaperCredit = (price: number, months: number) =>
  Math.ceil(monthly(price, months) / PAPERS_PER_MONTH);

/** A credit of `papers` papers at `perPaper` each, in whole øre. */
export const creditOfPapers = (perPaper: number, papers: number) => Math.round(perPaper * papers * 100) / 100;
