// Every route on a small phone (WCAG 1.4.10 reflow, 1.4.4 resize text, 2.5.5 target size): opened as
// its reader opens it (scripts/lib/lighthouse-routes.ts, as the Nynorsk audit does), at 320 CSS px
// nothing scrolls sideways, nor with the text at 200 % on a 640 px screen, and every tap target is at least 44×44 CSS
// px. One page per route, all checks on it, so the whole set stays fast. A link inside running text
// is the exception WCAG makes ("inline"): it is as tall as its line.
import type { Page } from "@playwright/test";
import { measuredRoutes, type MeasuredRoute } from "#scripts/lib/lighthouse-routes.ts";
import { expect, test } from "./fixtures.ts";
import { openMeasuredRoute } from "./measured-route.ts";

test.use({ viewport: { width: 320, height: 800 } });

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

for (const [reader, routes] of byReader) {
  test(`as ${reader}: ${routes.map((r) => r.route).join(", ")} reflow at 320 px and at 200 % text, targets 44×44`, async ({
    page,
  }) => {
    for (const [index, route] of routes.entries()) {
      await openMeasuredRoute(page, route, "sbx", index === 0);
      expect.soft(await sticksOut(page), `sideways scroll at 320 px on ${page.url()}`).toEqual([]);
      expect.soft(await smallTargets(page), `tap targets under 44×44 on ${page.url()}`).toEqual([]);
      // Text at 200 % (the reader's font size, as browsers set it; everything is sized in rem) on
      // a 640 px screen — a laptop's 1280 px zoomed to 200 %, how most readers get there (1.4.4).
      await page.setViewportSize({ width: 640, height: 800 });
      await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
      expect.soft(await sticksOut(page), `sideways scroll with text at 200 % on ${page.url()}`).toEqual([]);
      await page.setViewportSize({ width: 320, height: 800 });
    }
  });
}
