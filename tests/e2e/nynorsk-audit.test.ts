// A Nynorsk title's reader never meets Bokmål: every route of app/route-table.ts that a reader
// reaches (scripts/lib/lighthouse-routes.ts: open pages anonymously, guarded ones as the persona
// that has them), opened on the nn title sh in Debian's Chromium, which has no Nynorsk locale data
// of its own. What the page shows is searched for the Bokmål-only words translators keep in
// app/locales/nn/bokmal-words.txt; a word found fails the page, naming it, the word and its context.
import type { Page } from "@playwright/test";
import { measuredRoutes } from "#scripts/lib/lighthouse-routes.ts";
import { bokmalIn, readBokmalWords } from "#scripts/lib/bokmal-words.ts";
import { expect, test } from "./fixtures.ts";
import { openMeasuredRoute } from "./measured-route.ts";

const WORDS = readBokmalWords();

/** What the reader is shown: the page's text, its title, and what buttons and fields say. */
const shownText = (page: Page) =>
  page.evaluate(() => {
    const said = [...document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")].map((e) =>
      ["aria-label", "title", "placeholder", "alt"].map((a) => e.getAttribute(a) ?? "").join(" "),
    );
    return [document.title, document.body.innerText, ...said].join("\n");
  });

for (const route of measuredRoutes()) {
  test(`${route.route}${route.persona ? ` as ${route.persona}` : ""}: no Bokmål on the Nynorsk title`, async ({
    page,
  }) => {
    await openMeasuredRoute(page, route, "sh", true);
    await expect(page.locator("html")).toHaveAttribute("lang", "nn");
    const found = bokmalIn(await shownText(page), WORDS).map(
      (f) => `"${f.word}" (Nynorsk: ${f.nynorsk}) in «${f.context}»`,
    );
    expect(found, `Bokmål on ${page.url()}`).toEqual([]);
  });
}
