import { Trans } from "@lingui/react/macro";
import { ACCESSIBILITY_STATEMENT } from "#app/accessibility/statement.ts";
import { ContactSection, ContentPage, ContentSection } from "#app/components/content-page.tsx";
import { formatDate } from "#app/domain/format.ts";
import { customerCentre } from "#app/title/customer-centre.ts";
import { CustomerCentreList } from "#app/components/customer-centre.tsx";

/**
 * The accessibility statement (tilgjengelighetserklæring) in uutilsynet's form: the standard, how
 * far Min side meets it, what is known not to, how it was checked and when, where to report a
 * problem and where to complain. What it says comes from app/accessibility/statement.ts, which the
 * accessibility journeys hold true (ADR 032).
 */
export default function TilgjengelighetRoute() {
  const { name } = customerCentre();
  const { standard, level, lastChecked, knownDeviations, complaintUrl } = ACCESSIBILITY_STATEMENT;
  const checked = formatDate(lastChecked, __LOCALE__);

  return (
    <ContentPage
      heading={<Trans>Tilgjengelighetserklæring</Trans>}
      intro={
        <Trans>
          Min side for {name} skal kunne brukes av alle, også med skjermleser, forstørrelse eller bare
          tastatur. Her står hvordan Min side oppfyller kravene til universell utforming, og hvordan du sier
          fra hvis noe ikke virker for deg.
        </Trans>
      }
    >
      <ContentSection heading={<Trans>Status</Trans>}>
        <p>
          {knownDeviations.length === 0 ? (
            <Trans>
              Min side oppfyller kravene i {standard} nivå {level} så langt vi kjenner til.
            </Trans>
          ) : (
            <Trans>
              Min side oppfyller delvis kravene i {standard} nivå {level}. Det som ikke er i orden, står
              under.
            </Trans>
          )}
        </p>
      </ContentSection>

      <ContentSection heading={<Trans>Innhold som ikke er universelt utformet</Trans>}>
        {knownDeviations.length === 0 ? (
          <p>
            <Trans>Vi kjenner ikke til noe på Min side som bryter kravene.</Trans>
          </p>
        ) : (
          <ul>
            {knownDeviations.map(({ route, rule, criterion, what, plan }) => (
              <li key={`${route} ${rule}`}>
                {what[__LOCALE__]}{" "}
                <Trans>
                  (suksesskriterium {criterion}, på siden {route})
                </Trans>{" "}
                {plan[__LOCALE__]}
              </li>
            ))}
          </ul>
        )}
      </ContentSection>

      <ContentSection heading={<Trans>Slik har vi kontrollert</Trans>}>
        <p>
          <Trans>Min side ble sist kontrollert {checked}.</Trans>
        </p>
        <p>
          <Trans>
            Alle sidene kontrolleres med verktøyet axe mot kravene i {standard} nivå A og {level}, på bokmål
            og nynorsk, hver gang Min side endres. Automatiske verktøy finner ikke alle feil, så vi vil gjerne
            høre fra deg hvis noe ikke virker.
          </Trans>
        </p>
      </ContentSection>

      <ContactSection id="meld-fra" heading={<Trans>Si fra om feil</Trans>}>
        <p>
          <Trans>
            Får du ikke brukt noe på Min side, eller finner du noe som ikke er universelt utformet? Si fra til
            kundesenteret i {name}, så hjelper vi deg og retter feilen.
          </Trans>
        </p>
        <CustomerCentreList />
        <p>
          <Trans>
            Får du ikke svar, eller er du ikke fornøyd med svaret, kan du melde fra til Tilsynet for
            universell utforming av ikt på <a href={complaintUrl}>uutilsynet.no</a>.
          </Trans>
        </p>
      </ContactSection>
    </ContentPage>
  );
}
