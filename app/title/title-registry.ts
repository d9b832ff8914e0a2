import type { Title } from "./title-schema.ts";

export const FALLBACK_TITLE_CODE = "POL";

/** Looks a title up by its code, in any case (SPEC §1, §8). */
export function findTitle(titles: readonly Title[], titleCode: string): Title {
  const code = titleCode.trim().toUpperCase();
  const title = titles.find((t) => t.titleCode === code);
  if (!title) throw new Error(`No publication config found for titleCode: ${titleCode}`);
  return title;
}
