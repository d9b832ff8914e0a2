// The inline image loader (SPEC §7, §8): fetches an SVG file by GET and hands back markup that is
// safe to put into the page. Outside 200–399 it fails with "Error loading SVG"; an answer without an
// svg element fails with "Loaded file is not valid SVG". Everything is sanitised with DOMPurify's SVG
// profile first, so a <script>, an event handler (onload…) or a foreignObject never reaches the page.
import DOMPurify from "dompurify";

export const SVG_LOAD_ERROR = "Error loading SVG";
export const SVG_INVALID_ERROR = "Loaded file is not valid SVG";

/** Sanitises SVG markup; null when no svg element is left. */
export function sanitiseSvg(markup: string): string | null {
  const fragment = DOMPurify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["foreignObject", "script", "style"],
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = fragment.querySelector("svg");
  return svg ? svg.outerHTML : null;
}

/** Loads an SVG by GET and answers its sanitised markup. */
export async function loadSvg(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { method: "GET", credentials: "same-origin", signal });
  if (response.status < 200 || response.status > 399) throw new Error(SVG_LOAD_ERROR);
  const text = await response.text();
  const markup = sanitiseSvg(text);
  if (!markup) throw new Error(SVG_INVALID_ERROR);
  return markup;
}
