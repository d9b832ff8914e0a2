// A power of attorney tried as an attacker would (ADR 057), what only a browser shows of it: the
// screens a misuse meets are axe-clean — a code guessed by someone else than the one invited, the
// pause after too many wrong codes — and so is the subscriber's history with a grant's life in it.
// What the screens say and what the platform answers (the invitation refused to another account and
// Kari's list unchanged, codes guessed until the pause, nothing of the subscriber's contact details
// in a helper's answers, an old key refused after the grant ended, an invoice under another title's
// address) is proven in-process: tests/in-process/fullmakt-misuse.test.tsx.
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

test("the refused code, the pause after too many wrong ones and a history with a grant's life are axe-clean", async ({
  page,
}) => {
  // Marius opens the invitation Kari sent Sigrid (the seed's): not his address, so a code goes
  // there, and his guess is refused at the field.
  await signInAs(page, "former-subscriber", "/fullmakt?kode=seed-fm-open-subscriber-to-helper-of-two");
  await page.getByRole("button", { name: "Godta fullmakten" }).click();
  await page.getByRole("button", { name: /^Send kode til / }).click();
  await page.getByRole("textbox", { name: "Koden du fikk" }).fill("000000");
  await page.getByRole("button", { name: "Godta fullmakten" }).click();
  await expect(page.getByText("Koden stemmer ikke. Sjekk den og prøv igjen.")).toBeVisible();
  await expectNoAxeViolations(page);

  // He guesses on, as a script would, until the pause; his next try on the page meets it, in words.
  const guess = (attempt: number) =>
    page.evaluate(
      async (code) => (await fetch(`/api/fullmakt/join/${code}`)).status,
      `${"gjett".repeat(3)}${String(attempt).padStart(4, "0")}`,
    );
  let attempt = 0;
  while ((await guess(++attempt)) !== 429) expect(attempt).toBeLessThan(20);
  await page.getByRole("textbox", { name: "Koden du fikk" }).fill("111111");
  await page.getByRole("button", { name: "Godta fullmakten" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "For mange forsøk" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Kari's history tells the life of the grant Even holds (the seed's): given, then accepted.
  await signInAs(page, "subscriber", "/historikk");
  await expect(page.getByText("Ga Even Lie fullmakt")).toBeVisible();
  await expect(page.getByText("Even Lie godtok fullmakten")).toBeVisible();
  await expectNoAxeViolations(page);
});
