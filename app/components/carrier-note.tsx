// A note to the carrier as the carrier sees it, and from which delivery: on the front page's delivery
// card and beside each address on /endre-avislevering. The text is shown exactly as saved.
import { Trans } from "@lingui/react/macro";
import type { CarrierNote } from "#app/api/contract/delivery.ts";
import { formatWeekdayDate } from "#app/domain/format.ts";
import styles from "./carrier-note.module.css";

export function NoteAsCarrierSees({ note }: { note: CarrierNote }) {
  const from = formatWeekdayDate(note.from, __LOCALE__);
  return (
    <>
      <p>
        <Trans>Avisbudet ser denne beskjeden fra {from}:</Trans>
      </p>
      <blockquote className={styles.note}>{note.text}</blockquote>
    </>
  );
}
