// The one journey run once more on each dated day (tests/e2e/clock.ts, the `dated <day>` projects):
// what only a browser shows. The calendar's rules themselves are proven on every dated day
// in-process (app/domain/dated-days.test.ts, app/features/delivery-change/dated-days.test.tsx,
// scripts/dev-backend/dated-days.test.ts; docs/testing.md). Here: both clocks stand on the
// day — the page's own check of a first day (the browser's clock) proposes the same first possible
// day the stand-in offers (its clock), without asking it — and a calendar page in Nynorsk (SH) names
// the newest paper in nn words.
import { formatDate } from "#app/domain/format.ts";
import { isPublicationDay } from "#app/domain/paper-calendar.ts";
import { earliestChangeDate } from "#app/domain/delivery-deadline.ts";
import { addDays } from "#app/domain/oslo-date.ts";
import { expect, test, titleOrigin } from "./fixtures.ts";
import { choosePersona } from "./session.ts";
import { dayName, lastPaperDay } from "./complaint-steps.ts";
import { platformNow, platformToday } from "./clock.ts";

test(
  "nn: the last 30 days end on the newest paper, and a first day today proposes the stand-in's first possible day by the page's own clock",
  { tag: "@dated" },
  async ({ page }) => {
    const today = platformToday();
    const earliest = earliestChangeDate(platformNow());
    // The page's clock is the stand-in's (to the minute: the journey has run a few seconds).
    const pageNow = await page.evaluate(() => Date.now());
    expect(Math.abs(pageNow - platformNow().getTime())).toBeLessThan(60_000);

    // The calendar page in nn: the newest day listed is today's paper, or the last one before it.
    await page.goto(`${titleOrigin("sh")}/tilbakemelding`);
    await choosePersona(page, "paper-subscriber");
    const days = page.getByRole("group", { name: "Kva dagar gjeld det?" });
    const newest = isPublicationDay(today) ? today : lastPaperDay(today);
    await expect(days.getByRole("listitem").first()).toContainText(dayName(newest, "nn"));

    await page.goto(`${titleOrigin("sh")}/endre-avislevering`);
    await page.getByRole("radio", { name: "Stopp avisa ein periode, til dømes i ferien" }).check();
    const from = page.getByLabel("Første dag");
    // The stand-in's first possible day, offered by its clock.
    await expect(from).toHaveValue(earliest);
    // Today, typed in: the page refuses it by its own clock, without a call, proposing the same day.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/delivery/change"))
        sent.push(request.url());
    });
    await from.fill(today);
    await page.getByLabel("Siste dag", { exact: true }).fill(addDays(earliest, 13));
    await page.getByRole("button", { name: "Registrer endringa" }).click();
    const proposal = `Første moglege dag er ${formatDate(earliest, "nn")}.`;
    await expect(from).toHaveAccessibleDescription(new RegExp(proposal.replace(/\./g, "\\.")));
    await expect(from).toHaveValue(earliest);
    expect(sent).toEqual([]);
  },
);
