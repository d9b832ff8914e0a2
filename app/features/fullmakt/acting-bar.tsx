// Whom a helper acts for, at the top of every screen he reaches while acting (ADR 057), with the
// way back to his own page: the same "act" intent as /fullmakt's list, sent to that screen. Loaded
// only while acting, so no other reader's pages carry it.
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/form.tsx";
import styles from "#app/components/page.module.css";
import { useIntentForm } from "#app/forms/use-intent-form.tsx";
import bar from "./acting-bar.module.css";
import { act } from "./intents.ts";

export default function ActingBar({ name }: { name: string }) {
  const { formProps, hidden, pending } = useIntentForm(act, { id: "acting-bar" });
  return (
    <section aria-label={t`Fullmakt`} className={bar.bar}>
      <Form {...formProps} action="/fullmakt" className={bar.inner}>
        <p>
          <Trans>
            Du hjelper <strong>{name}</strong>. Det du gjør her, gjør du for {name}.
          </Trans>
        </p>
        {hidden}
        <SubmitButton pending={pending} className={styles.secondary}>
          <Trans>Tilbake til din egen side</Trans>
        </SubmitButton>
      </Form>
    </section>
  );
}
