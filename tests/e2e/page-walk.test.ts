// One walk through every route a reader opens (scripts/lib/lighthouse-routes.ts: open pages
// anonymously, guarded ones as the persona that has them), on the nb title sbx and the nn title sh,
// with every check of a loaded page made on the one load (docs/testing.md):
// - axe finds no WCAG 2.1 A/AA violation beyond what the accessibility statement lists (ADR 032);
// - the page is in the title's language, and on the Nynorsk title none of the Bokmål-only words
//   translators keep in app/locales/nn/bokmal-words.txt is shown (Debian's Chromium has no Nynorsk
//   locale data of its own);
// - at 320 CSS px nothing scrolls sideways, nor with the text at 200 % on a 640 px screen (WCAG
//   1.4.10 reflow, 1.4.4 resize text), and every tap target is at least 44×44 CSS px (2.5.5), a link
//   inside running text excepted ("inline": it is as tall as its line).
// A test per title and reader, signed in once, the first route loaded and the others reached by
// client-side navigation, as a reader moves on. The screens' states that need steps to reach (a
// dialog open, a form's message, the steps of a journey) are axe-checked in accessibility.test.ts.
import type { Page } from "@playwright/test";
import { measuredRoutes, type MeasuredRoute } from "#scripts/lib/lighthouse-routes.ts";
import { bokmalIn, readBokmalWords } from "#scripts/lib/bokmal-words.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { openMeasuredRoute } from "./measured-route.ts";

const WORDS = readBokmalWords();
const PHONE = { width: 320, height: 800 };

test.use({ viewport: PHONE });

/** What the reader is shown: the page's text, its title, and what buttons and fields say. */
const shownText = (page: Page) =>
  page.evaluate(() => {
    const said = [...document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")].map((e) =>
      ["aria-label", "title", "placeholder", "alt"].map((a) => e.getAttribute(a) ?? "").join(" "),
    );
    return [document.title, document.body.innerText, ...said].join("\n");
  });

/** What is wider than the screen: the page's width, and the widest elements that stick out. */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.closest(".visually-hidden, [hidden]"))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} «${element.textContent?.slice(0, 40)}»`,
      );
  });

/** Tap targets smaller than 44×44 CSS px, but for links inside running text. */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const MIN = 44;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    /** A link or button inside a sentence: its block has text of its own besides the link. */
    const inline = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const block = element.parentElement?.closest("p, li, dd, td, span, label, div");
      if (!block) return false;
      const own = [...block.childNodes]
        .filter((node) => node !== element && !(node instanceof Element && node.contains(element)))
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      return own.length > 0;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary",
    )) {
      if (!visible(element) || element.closest(".visually-hidden")) continue;
      // A radio or checkbox is tapped with its label: the two together are the target.
      let box = element.getBoundingClientRect();
      if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
        const label = element.labels?.[0];
        const row = label?.parentElement?.contains(element) ? label.parentElement : label;
        if (row) box = row.getBoundingClientRect();
      } else if (inline(element)) continue;
      // The skip link is off screen until focused.
      if (box.bottom < 0 || box.right < 0) continue;
      if (box.width < MIN - 0.5 || box.height < MIN - 0.5)
        found.push(
          `${element.tagName.toLowerCase()} «${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 40)}» ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return found;
  });

/** The routes by who opens them: one browser session each, signed in once. */
const byReader = new Map<string, MeasuredRoute[]>();
for (const route of measuredRoutes()) {
  const reader = route.persona ?? "anonymous";
  byReader.set(reader, [...(byReader.get(reader) ?? []), route]);
}

const titles = [
  { code: "sbx", lang: "nb" },
  { code: "sh", lang: "nn" },
] as const;

for (const { code, lang } of titles) {
  for (const [reader, routes] of byReader) {
    test(`${lang} (${code}) as ${reader}: ${routes.map((r) => r.route).join(", ")}`, async ({ page }) => {
      test.setTimeout(20_000 + routes.length * 8_000);
      for (const [index, route] of routes.entries()) {
        await test.step(route.route, async () => {
          // The first page as it loads; the others by a link, as a reader goes on (the app is
          // not started again: each route's own code and data load as they do for the reader).
          await openMeasuredRoute(page, route, code, true, index === 0);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expectNoAxeViolations(page);
          if (lang === "nn") {
            const found = bokmalIn(await shownText(page), WORDS).map(
              (f) => `"${f.word}" (Nynorsk: ${f.nynorsk}) in «${f.context}»`,
            );
            expect.soft(found, `Bokmål on ${page.url()}`).toEqual([]);
          }
          expect.soft(await sticksOut(page), `sideways scroll at 320 px on ${page.url()}`).toEqual([]);
          expect.soft(await smallTargets(page), `tap targets under 44×44 on ${page.url()}`).toEqual([]);
          // Text at 200 % (the reader's font size, as browsers set it; everything is sized in rem)
          // on a 640 px screen — a laptop's 1280 px zoomed to 200 %, how most readers get there.
          await page.setViewportSize({ width: 640, height: 800 });
          await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
          expect
            .soft(await sticksOut(page), `sideways scroll with text at 200 % on ${page.url()}`)
            .toEqual([]);
          // The next route opens in the same document: its text back at the reader's usual size.
          await page.evaluate(() => (document.documentElement.style.fontSize = ""));
          await page.setViewportSize(PHONE);
        });
      }
    });
  }
}
