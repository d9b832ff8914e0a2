// The personas' powers of attorney: each helper's grants (Persona.helps), accepted a month ago and
// in force for a year, on every title; and one invitation that waits for its answer.
import { addDays, addMonths } from "#app/domain/oslo-date.ts";
import type { Title } from "#app/title/title-schema.ts";
import type { Persona } from "#tests/fixtures/personas/types.ts";
import { run, type Database } from "#scripts/dev-backend/core/sqlite.ts";

/** An invitation that waits: Kari has asked Sigrid, who has not answered (the code is fixed, for tests). */
function seedWaitingInvitation(
  db: Database,
  personas: readonly Persona[],
  titles: readonly Title[],
  today: string,
) {
  const kari = personas.find((p) => p.id === "subscriber");
  const sigrid = personas.find((p) => p.id === "helper-of-two");
  if (!kari?.account || !sigrid) return;
  const sent = Date.parse(`${addDays(today, -2)}T18:00:00Z`);
  for (const title of titles)
    run(
      db,
      `INSERT INTO fullmakt_grants (id, code, grantor_account_no, title_code, helper_name, email, phone_number,
         rights, valid_until, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
      `seed-fm-open-${title.titleCode.toLowerCase()}`,
      // One code for every title: the link is opened on the title it was sent from.
      title.titleCode === "SBX"
        ? "seed-fm-open-subscriber-to-helper-of-two"
        : `seed-fm-open-${title.titleCode.toLowerCase()}-code`,
      kari.account.ariaAccountNo,
      title.titleCode,
      sigrid.name,
      sigrid.identity.email,
      JSON.stringify(["see", "delivery"]),
      addMonths(today, 6),
      sent,
    );
}

export function seedGrants(
  db: Database,
  personas: readonly Persona[],
  titles: readonly Title[],
  today: string,
) {
  seedWaitingInvitation(db, personas, titles, today);
  const since = Date.parse(`${addDays(today, -30)}T10:00:00Z`);
  for (const helper of personas) {
    for (const { persona, rights } of helper.helps ?? []) {
      const grantor = personas.find((p) => p.id === persona);
      if (!grantor?.account) continue;
      for (const title of titles) {
        const id = `seed-fm-${helper.id}-${persona}-${title.titleCode.toLowerCase()}`;
        run(
          db,
          `INSERT INTO fullmakt_grants (id, code, grantor_account_no, title_code, helper_name, email, phone_number,
             rights, valid_until, created_at, accepted_at, helper_spid_id) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
          id,
          `${id}-code-used`,
          grantor.account.ariaAccountNo,
          title.titleCode,
          helper.name,
          helper.identity.email,
          JSON.stringify(rights),
          addMonths(today, 12),
          since,
          since,
          helper.identity.spidId,
        );
      }
    }
  }
}
