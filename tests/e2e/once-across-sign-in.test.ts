// Exactly once across a new sign-in (ADR 048): a new last day whose answer was lost, then a session
// that ran out, then signing in again and sending it with the same key: one change, one history
// row. The key is the account's for that call at the platform, not the session's. The call is made
// as the portal makes it (CSRF header, Idempotency-Key); the reader's screens show the effect.
import type { Page } from "@playwright/test";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { formatDate } from "#app/domain/format.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { E2E_PORT, expect, test } from "./fixtures.ts";
import { advanceClock, signInAs } from "./session.ts";
import { platformNow } from "./clock.ts";

const nb = (isoDate: string) => formatDate(isoDate, "nb");

/** PUT delivery/change/{id}/last-day from the page, with the key given; the answer's status. */
const moveEnd = (page: Page, id: string, body: Record<string, string>, key: string) =>
  page.evaluate(
    async ({ id, body, key }) => {
      const csrf = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const response = await fetch(`/api/delivery/change/${id}/last-day`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": csrf, "Idempotency-Key": key },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { id, body, key },
  );

test("a new last day sent again with its key after the session ran out and a new sign-in acts once", async ({
  page,
}) => {
  test.slow();
  await signInAs(page, "paper-subscriber", "/endre-avislevering");
  // Days ahead, so eight hours later every day it touches is still in time.
  const first = earliestChangeDate(new Date(platformNow().getTime() + 3 * 24 * 60 * 60 * 1000));
  const last = addDays(first, 6);
  await page.getByRole("radio", { name: "Stopp avisen en periode, for eksempel i ferien" }).check();
  await page.getByLabel("Første dag", { exact: true }).fill(first);
  await page.getByLabel("Siste dag", { exact: true }).fill(last);
  await page.getByRole("button", { name: "Registrer endringen" }).click();
  await expect(page.getByText(/^Endringen er registrert: /)).toBeVisible();

  const personas = (await (
    await page.request.get(`http://127.0.0.1:${E2E_PORT}/_dev/personas`)
  ).json()) as Array<{ id: string; ariaAccountNo: string | null }>;
  const accountNo = personas.find((p) => p.id === "paper-subscriber")!.ariaAccountNo!;
  const changes = await page.evaluate(
    async (accountNo) =>
      (
        (await (await fetch(`/api/delivery/${accountNo}/SBX`)).json()) as {
          data: { changes: Array<{ id: string }> };
        }
      ).data.changes,
    accountNo,
  );
  expect(changes).toHaveLength(1);
  const id = changes[0]!.id;
  const body = { ariaAccountNo: accountNo, titleCode: "SBX", to: addDays(last, -2) };
  const key = "nytt-siste-dag-1";

  // Sent; its answer never reached the reader.
  expect(await moveEnd(page, id, body, key)).toBe(200);
  // The session runs out: the same send is refused until the reader signs in again.
  await advanceClock(page, 8 * 60 + 1);
  expect(await moveEnd(page, id, body, key)).toBe(401);
  await signInAs(page, "paper-subscriber", "/historikk");
  expect(await moveEnd(page, id, body, key)).toBe(200);

  await page.reload();
  await expect(
    page.getByText(
      `Flyttet siste dag for stoppen fra ${nb(first)}: fra ${nb(last)} til ${nb(addDays(last, -2))}`,
    ),
  ).toHaveCount(1);
});
