// What the pause screens say of the platform's refusals, each once (docs/decisions/079).
import { t } from "@lingui/core/macro";
import type { PauseRefusal } from "#app/api/contract/schedule.ts";

const REFUSAL_TEXT: Record<PauseRefusal | "planned", () => string> = {
  overdue: () => t`Du har en faktura som ikke er betalt. Betal den først, så kan du ta pause etterpå.`,
  "recent-pause": () =>
    t`Du har hatt pause i løpet av de siste 12 månedene. Det går an å ta én pause i året.`,
  "plan-change": () =>
    t`Du har bestilt en endring av abonnementet som ikke gjelder ennå. Trekk den tilbake eller vent til den gjelder, så kan du ta pause.`,
  "not-pausable": () =>
    t`Dette abonnementet kan ikke settes på pause her. Kontakt kundesenteret hvis du har spørsmål.`,
  planned: () => t`Du har allerede en pause. Du kan endre den eller starte igjen nå.`,
};

/** Why no pause can be registered now, in words. */
export const refusalText = (reason: PauseRefusal | "planned"): string => REFUSAL_TEXT[reason]();
