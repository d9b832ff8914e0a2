// Acting for someone (ADR 054): the banner that says whom the helper is helping, with the way back
// to their own page; and the intents that switch — to the person helped, or back to oneself. The
// platform keeps the choice with the session, so the session is read afresh after each switch.
import { Trans, useLingui } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Acting } from "#app/api/contract/fullmakt.ts";
import { setActing } from "#app/api/fullmakt.ts";
import { invalidateSession } from "#app/auth/session.ts";
import { CallFailedAlert, SubmitButton } from "#app/components/form.tsx";
import styles from "#app/components/page.module.css";
import { answered, defineIntent } from "#app/forms/intent.ts";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import fullmakt from "./fullmakt.module.css";
import { rightName, untilText } from "./words.ts";

/** "Gå til siden til Kari": act for the subscriber of this grant, then their front page. */
export const act = defineIntent({
  name: "act",
  schema: z.object({ id: z.string().max(64) }),
  async run({ value: { id } }) {
    const outcome = await setActing(id);
    await invalidateSession();
    if (outcome.kind === "ok") return redirect("/");
    return answered({ refusal: t`Fullmakten gjelder ikke lenger. Last siden på nytt for å se hvorfor.` });
  },
});

/** "Til din egen side": act for oneself again. */
export const ownPage = defineIntent({
  name: "own-page",
  schema: z.object({}),
  async run() {
    await setActing(null);
    await invalidateSession();
    return redirect("/");
  },
});

/** Whom the helper is helping now, what the grant allows, and the way back to their own page. */
export function ActingBanner({ acting }: { acting: NonNullable<Acting> }) {
  const { t } = useLingui();
  const { formProps, hidden, pending, failed } = useIntentForm(ownPage);
  const name = acting.name;
  return (
    <section aria-labelledby="du-hjelper" className={fullmakt.banner}>
      <h2 id="du-hjelper">
        <Trans>Du hjelper {name}</Trans>
      </h2>
      <p>
        <Trans>Du kan:</Trans> {acting.rights.map(rightName).join(", ")}. {untilText(acting.validUntil)}
      </p>
      {failed ? <CallFailedAlert /> : null}
      <Form {...formProps} className={styles.actions}>
        {hidden}
        <SubmitButton pending={pending} className={styles.secondary}>
          {t`Til din egen side`}
        </SubmitButton>
        <Link to="/fullmakt" className={styles.secondary}>
          <Trans>Alle du hjelper</Trans>
        </Link>
      </Form>
    </section>
  );
}
