// A send from a page of someone the session no longer acts for (ADR 057): nothing was sent, what
// was typed is still there, and the reader learns whom the page is about and whom they act for now.
import { Trans } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import type { PersonChange } from "#app/auth/page-person.ts";

export default function PersonChanged({ change: { shown, now } }: { change: PersonChange }) {
  const { pathname } = useLocation();
  return (
    <>
      <p>
        <strong>
          <Trans>Ingenting er sendt.</Trans>
        </strong>{" "}
        {shown && now ? (
          <Trans>
            Denne siden gjelder {shown}, men nå hjelper du {now}, valgt i en annen fane.
          </Trans>
        ) : shown ? (
          <Trans>
            Denne siden gjelder {shown}, men du hjelper ikke {shown} nå: du er tilbake på din egen side, eller
            fullmakten er avsluttet.
          </Trans>
        ) : (
          <Trans>Denne siden gjelder deg selv, men nå hjelper du {now}, valgt i en annen fane.</Trans>
        )}
      </p>
      <p>
        {now ? (
          <Link to={pathname} reloadDocument>
            <Trans>Åpne siden på nytt for {now}</Trans>
          </Link>
        ) : null}{" "}
        <Link to="/fullmakt">
          <Trans>Velg hvem du hjelper under Fullmakter</Trans>
        </Link>
      </p>
    </>
  );
}
