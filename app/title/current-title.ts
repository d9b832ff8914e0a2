// The title is known at build time: scripts/build-titles.ts renders each title's HTML with the
// title's public config in an inline script (window.__MINSIDE_TITLE__), so the hashed JS can be
// shared by every title of a locale while nothing at run time asks which title this is.
import type { Title } from "./title-schema.ts";

/**
 * What a page carries: the title's config plus what the build measured of the title's own files —
 * the logo's width at the header's height, so the header keeps its place while the logo loads.
 */
export interface TitleOnPage extends Title {
  logoWidth?: number;
}

declare global {
  var __MINSIDE_TITLE__: TitleOnPage | undefined;
}

export function currentTitle(): TitleOnPage {
  const title = globalThis.__MINSIDE_TITLE__;
  if (title) return title;
  // React Router's own prerender pass (inside `react-router build`) runs before the per-title
  // render; it renders a template title handed over by the build script.
  if (import.meta.env.SSR && process.env.MINSIDE_TEMPLATE_TITLE) {
    globalThis.__MINSIDE_TITLE__ = JSON.parse(process.env.MINSIDE_TEMPLATE_TITLE) as Title;
    return globalThis.__MINSIDE_TITLE__;
  }
  // Short: every page's JavaScript carries this message (the open pages' budget, ADR 022).
  throw new Error("window.__MINSIDE_TITLE__ is missing");
}

/**
 * The inline script that hands the title to the browser; `<` is escaped so no tag can close it.
 * It is the first script of every page, so it also tells zod, before any of its modules load, not
 * to probe for `new Function`: the Content-Security-Policy refuses eval, and the browser reports
 * even the probe zod catches as a violation (ADR 016).
 */
export function titleScript(title: Title): string {
  return `window.__zod_globalConfig={jitless:true};window.__MINSIDE_TITLE__=${JSON.stringify(title).replace(/</g, "\\u003c")};`;
}

/** The logo's height in the header, CSS pixels; its widest (header.module.css, 12rem). */
export const LOGO_HEIGHT = 32;
export const LOGO_MAX_WIDTH = 192;

/** The logo's width in the header: measured by the build, else a 5:1 logo's. */
export function logoWidth(title: TitleOnPage): number {
  return title.logoWidth ?? 5 * LOGO_HEIGHT;
}

/** Logo path, derived from the title domain (SPEC §1). */
export function logoPath(title: Title): string {
  return `/logos/${title.titleDomain}.svg`;
}
