// The personas' message choices (tests/fixtures/personas/messages.ts, docs/decisions/080), on every
// title they have a subscription on.
import type { Title } from "#app/title/title-schema.ts";
import type { Persona } from "#tests/fixtures/personas/types.ts";
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";
import { saveChoice } from "./choices.ts";

export function seedMessageChoices(db: Database, personas: readonly Persona[], titles: readonly Title[]) {
  for (const persona of personas) {
    const accountNo = persona.account?.ariaAccountNo;
    if (!accountNo || !persona.subscription) continue;
    for (const title of titles)
      for (const { kind, email, sms } of persona.messageChoices ?? [])
        saveChoice(db, { accountNo, titleCode: title.titleCode }, kind, { email, sms });
  }
}
