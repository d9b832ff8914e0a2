// Shape rules for what subscribers type (pure; the messages live with the forms).

/** A Norwegian phone number written with or without spaces and +47/0047: eight digits. */
export function normalizeNorwegianPhone(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, "").replace(/^(\+47|0047)/, "");
  return /^[2-9]\d{7}$/.test(compact) ? compact : null;
}

export const looksLikeEmail = (raw: string) => raw.includes("@");

/** Norwegian postal code: four digits. */
export const isPostalCode = (raw: string) => /^\d{4}$/.test(raw.trim());
/** A house number: digits, perhaps one letter after them ("12", "12B", "12 b"). */
export const isStreetNumber = (raw: string) => /^\d{1,5} ?[a-zæøå]?$/i.test(raw.trim());
