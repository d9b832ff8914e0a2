import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import { accountUrl, IdentityError } from "#app/auth/identity.ts";
import { signedInContext } from "#app/auth/guards.ts";
import { Fact } from "#app/components/fact.tsx";
import { LinkLine, PartUnavailable } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";
import own from "#app/components/self-service.module.css";
import { formatDate } from "#app/domain/format.ts";
import { IDENTITY_PROVIDER_NAME } from "#app/route-table.ts";
import type { Route } from "./+types/endre-profil";

// My profile (SPEC §2): about me, as the account knows it — editing happens at the identity
// provider, so we link there — and the advanced settings: ad settings, activity, data download and
// account deletion (the gateway pages). Sections carry ids so links like ?fane=personvern#sletting
// land on them.

export async function clientLoader({ context }: Route.ClientLoaderArgs) {
  const { user, account } = context.get(signedInContext);
  // The provider's account pages; without them the page still shows everything else.
  const providerAccount = await accountUrl().catch((error: unknown) => {
    if (error instanceof IdentityError) return null;
    throw error;
  });
  return { user, account, providerAccount };
}

/** "92345678" → "923 45 678" (Norwegian mobile numbers are read in that rhythm). */
function formatPhone(phone: string): string {
  const digits = phone.replace(/\s/g, "");
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}` : phone;
}

export default function EndreProfilRoute() {
  const { user, account, providerAccount } = useLoaderData<typeof clientLoader>();
  const name =
    [account.givenName ?? user.givenName, account.familyName ?? user.familyName].filter(Boolean).join(" ") ||
    user.displayName;
  const email = account.email;
  const phone = account.phoneNumber ? formatPhone(account.phoneNumber) : null;
  const birthdate = account.birthdate ? formatDate(account.birthdate, __LOCALE__) : null;
  const notGiven = <Trans>Ikke oppgitt</Trans>;
  // null is "not given"; a field the platform left out (ADR 034) is "cannot be shown now".
  const notShown = <Trans>Kan ikke vises akkurat nå</Trans>;
  const shown = (value: string | null, field: string | null | undefined) =>
    value ?? (field === undefined ? notShown : notGiven);
  const leftOut = [account.email, account.phoneNumber, account.birthdate].some(
    (field) => field === undefined,
  );

  return (
    <Page heading={<Trans>Min profil</Trans>}>
      <section id="om-meg" aria-labelledby="om-meg-overskrift" className={own.card}>
        <h2 id="om-meg-overskrift">
          <Trans>Om meg</Trans>
        </h2>
        <dl className={own.facts}>
          <Fact id="navn" term={<Trans>Navn</Trans>}>
            {name || notGiven}
          </Fact>
          <Fact id="e-post" term={<Trans>E-post</Trans>}>
            {shown(email ?? null, email)}
          </Fact>
          <Fact id="telefon" term={<Trans>Telefon</Trans>}>
            {shown(phone, account.phoneNumber)}
          </Fact>
          <Fact id="fodselsdato" term={<Trans>Fødselsdato</Trans>}>
            {shown(birthdate, account.birthdate)}
          </Fact>
        </dl>
        {leftOut ? (
          <PartUnavailable>
            <Trans>Noen av opplysningene om deg kan ikke vises akkurat nå.</Trans>
          </PartUnavailable>
        ) : null}
        <p>
          <Trans>
            Navn, e-post, telefon og fødselsdato hører til brukerkontoen din hos Schibsted, som du logger inn
            med. Der endrer du dem også.
          </Trans>
        </p>
        {providerAccount ? (
          <LinkLine href={providerAccount}>
            <Trans>Endre opplysningene dine hos Schibsted-kontoen</Trans>
          </LinkLine>
        ) : (
          <p>
            <Trans>
              Vi får ikke lenket til Schibsted-kontoen akkurat nå. Last siden på nytt for å prøve igjen.
            </Trans>
          </p>
        )}
      </section>

      <section id="personvern" aria-labelledby="personvern-overskrift" className={own.card}>
        <h2 id="personvern-overskrift">
          <Trans>Avanserte innstillinger</Trans>
        </h2>

        <Setting
          id="varsler"
          heading={<Trans>Varsler</Trans>}
          about={<Trans>Velg hvilke e-poster og SMS du får fra oss, og slå av det du ikke vil ha.</Trans>}
        >
          <LinkLine to="/varsler">
            <Trans>Endre varslene</Trans>
          </LinkLine>
        </Setting>
        <Setting
          id="annonser"
          heading={<Trans>Annonseinnstillinger</Trans>}
          about={
            <Trans>Bestem om vi kan bruke opplysninger om deg til å tilpasse annonser og innhold.</Trans>
          }
        >
          <LinkLine to="/personverninnstillinger">
            <Trans>Endre annonseinnstillingene</Trans>
          </LinkLine>
        </Setting>
        <Setting
          id="aktivitet"
          heading={<Trans>Aktivitet</Trans>}
          about={
            <Trans>
              Se hvor og når brukeren din har vært logget inn, og hvilke tjenester som bruker den.
            </Trans>
          }
        >
          {providerAccount ? (
            <LinkLine href={providerAccount}>
              <Trans>Se aktiviteten din hos Schibsted-kontoen</Trans>
            </LinkLine>
          ) : null}
        </Setting>
        <Setting
          id="nedlasting"
          heading={<Trans>Last ned dataene dine</Trans>}
          about={<Trans>Få en kopi av opplysningene vi har lagret om deg.</Trans>}
        >
          <LinkLine to={`/${IDENTITY_PROVIDER_NAME}TakeoutGateway`}>
            <Trans>Bestill nedlasting av dataene dine</Trans>
          </LinkLine>
        </Setting>
        <Setting
          id="sletting"
          heading={<Trans>Slett kontoen</Trans>}
          about={<Trans>Slett kontoen din og opplysningene vi har lagret om deg.</Trans>}
        >
          <LinkLine to={`/${IDENTITY_PROVIDER_NAME}DeleteGateway`}>
            <Trans>Slett kontoen din</Trans>
          </LinkLine>
        </Setting>
      </section>
    </Page>
  );
}

/**
 * One advanced setting: its heading (with the id a link like ?fane=personvern#sletting lands on), what it
 * does and the way there.
 */
function Setting({
  id,
  heading,
  about,
  children,
}: {
  id: string;
  heading: ReactNode;
  about: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <h3 id={id}>{heading}</h3>
      <p>{about}</p>
      {children}
    </>
  );
}
