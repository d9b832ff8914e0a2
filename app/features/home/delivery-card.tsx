// The front page's delivery card (paper): today's disruption first if there is one, when the next
// paper comes (by the title's own delivery time, at the platform's clock), where the paper goes with
// the note its carrier sees, and the way to change or complain.
import { Plural, Trans } from "@lingui/react/macro";
import type { Delivery } from "#app/api/contract/delivery.ts";
import type { ReactNode } from "react";
import { LinkList } from "#app/components/links.tsx";
import { formatTime, formatWeekdayDate } from "#app/domain/format.ts";
import { NoteAsCarrierSees, PostalAddress } from "#app/components/postal-address.tsx";
import own from "#app/components/self-service.module.css";
import home from "./home.module.css";

export function DeliverySection({
  delivery,
  notice,
  disrupted = false,
  mayComplain = true,
}: {
  delivery: Delivery;
  /** Today's disruption where the paper goes (features/disruption), said before anything else. */
  notice?: ReactNode;
  /** A disruption covers today's paper: its notice says when (or whether) it comes, not this card. */
  disrupted?: boolean;
  /** False for a helper without the right to complain: the ways to it are left out. */
  mayComplain?: boolean;
}) {
  const upcoming = delivery.changes.filter((c) => c.status === "REGISTERED" || c.status === "ACTIVE").length;
  return (
    <section className={own.card} aria-labelledby="levering">
      <h2 id="levering">
        <Trans>Levering</Trans>
      </h2>
      {notice}
      <NextPaper next={delivery.nextPaper} disrupted={disrupted} />
      <p>
        <Trans>Avisen leveres til:</Trans>
      </p>
      <PostalAddress name={delivery.name} address={delivery.address} className={own.address} />
      {delivery.note ? (
        <>
          <h3>
            <Trans>Beskjed til avisbudet</Trans>
          </h3>
          <NoteAsCarrierSees note={delivery.note} className={own.quote} />
        </>
      ) : null}
      {upcoming > 0 ? (
        <p>
          <Plural
            value={upcoming}
            one="Du har # registrert endring i leveringen."
            other="Du har # registrerte endringer i leveringen."
          />
        </p>
      ) : null}
      <LinkList
        className={home.links}
        links={[
          { to: "/endre-avislevering", label: <Trans>Endre levering eller stopp avisen i ferien</Trans> },
          mayComplain
            ? {
                to: "/tilbakemelding?kategori=MANGLER",
                label: <Trans>Registrer reklamasjon (avisen kom ikke)</Trans>,
              }
            : null,
          mayComplain
            ? {
                to: "/tilbakemelding#leveringer-de-siste-30-dagene",
                label: <Trans>Se leveringene de siste 30 dagene</Trans>,
              }
            : null,
        ]}
      />
    </section>
  );
}

/** Today's paper, expected by the title's time until it has passed; after it, the next paper's day. */
function NextPaper({ next, disrupted }: { next: Delivery["nextPaper"]; disrupted: boolean }) {
  if (!next) return null;
  const by = formatTime(next.deliveredBy);
  if (next.today)
    return disrupted ? null : (
      <p>
        <Trans>Dagens avis er ventet levert innen kl. {by}.</Trans>
      </p>
    );
  const day = formatWeekdayDate(next.date, __LOCALE__);
  return (
    <p>
      <Trans>
        Neste avis kommer {day}, innen kl. {by}.
      </Trans>
    </p>
  );
}
