// The front page reads its parts side by side, and each part that fails hides only its own card.

/** A part of the front page that loads on its own: shown, or said to be missing. */
export type Section<T> = { ok: true; value: T } | { ok: false };

type Settled<T> = { [K in keyof T]: Section<Awaited<T[K]>> };

/** Every read at once, each settled by its name: one failing read never takes the page down. */
export async function settleByName<T extends Record<string, Promise<unknown>>>(
  reads: T,
): Promise<Settled<T>> {
  const names = Object.keys(reads) as Array<keyof T>;
  const results = await Promise.allSettled(names.map((name) => reads[name]));
  return Object.fromEntries(
    names.map((name, i) => {
      const result = results[i]!;
      return [name, result.status === "fulfilled" ? { ok: true, value: result.value } : { ok: false }];
    }),
  ) as Settled<T>;
}

/** A section's value, or what the page shows without it. */
export const valueOr = <T, F>(section: Section<T>, fallback: F): T | F =>
  section.ok ? section.value : fallback;
