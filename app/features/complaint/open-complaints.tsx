// The front page's open complaints: each complaint whose remedy has not happened yet,
// with what will happen and when, until it is done (the platform decides when: docs/decisions/037).
import { Trans } from "@lingui/react/macro";
import type { RegisteredComplaint } from "#app/api/contract/complaint.ts";
import { formatDate } from "#app/domain/format.ts";
import { RemedyPromise } from "./remedy-promise.tsx";
import own from "#app/components/self-service.module.css";
import styles from "./complaint.module.css";

export function OpenComplaints({ complaints }: { complaints: RegisteredComplaint[] }) {
  if (complaints.length === 0) return null;
  return (
    <section className={own.card} aria-labelledby="reklamasjoner">
      <h2 id="reklamasjoner">
        <Trans>Reklamasjoner som er under behandling</Trans>
      </h2>
      {complaints.map((complaint) => {
        const days = complaint.dates.map((date) => formatDate(date, __LOCALE__)).join(", ");
        const id = complaint.complaintId;
        return (
          <div key={id} className={styles.open}>
            <h3>
              <Trans>Reklamasjon for {days}</Trans>
            </h3>
            <p>
              <RemedyPromise complaint={complaint} />
            </p>
            {complaint.customerServiceContacts ? (
              <p>
                <Trans>Kundeservice kontakter deg om leveringen.</Trans>
              </p>
            ) : null}
            <p>
              <Trans>Saksnummer {id}</Trans>
            </p>
          </div>
        );
      })}
    </section>
  );
}
