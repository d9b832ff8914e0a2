// Whom a helper is helping (ADR 054), said on the front page, with the way to /fullmakt: there they
// see what the grant allows and go back to their own page or to another person they help. Only the
// front page shows it, so it travels in that page's code alone (the shell's route table stays small).
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { Acting } from "#app/api/contract/fullmakt.ts";
import styles from "#app/components/page.module.css";
import { NamedSection } from "#app/components/named-section.tsx";
import own from "#app/components/self-service.module.css";

export function ActingBanner({ acting }: { acting: NonNullable<Acting> }) {
  const name = acting.name;
  return (
    <NamedSection id="du-hjelper" heading={<Trans>Du hjelper {name}</Trans>} className={own.card}>
      <p>
        <Trans>Det du gjør her, gjør du for {name}, og det står i historikken som gjort av deg.</Trans>
      </p>
      <p>
        <Link to="/fullmakt" className={styles.secondary}>
          <Trans>Alle du hjelper</Trans>
        </Link>
      </p>
    </NamedSection>
  );
}
