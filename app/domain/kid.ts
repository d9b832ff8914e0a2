// KID, the Norwegian payment reference on an invoice: digits ending in a mod-10 (Luhn) check digit.

/** Appends the mod-10 (Luhn) check digit Norwegian KIDs use. */
export function withKidCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
