import { lazy, Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useDraftRestored } from "#app/forms/draft-restored.ts";
import styles from "./page.module.css";

const DraftNotice = lazy(() => import("./draft-notice.tsx"));

/** A screen: one h1 and its content, in the shell's main area. */
export function Page({
  heading,
  intro,
  wide = false,
  children,
}: {
  heading: ReactNode;
  /** A dashboard that uses the width of a laptop (the front page); text pages stay readable-narrow. */
  wide?: boolean;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <h1 tabIndex={-1}>{heading}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <DraftRestored />
      {children}
    </article>
  );
}

/**
 * Back from signing in again after the session was refused mid-send: the form is filled in as it
 * was (forms/draft.ts), or a confirmation is shown again, and nothing has been sent yet —
 * said right under the heading, in a live region that is there from the start (not role=status: a
 * page's own status message keeps that role to itself). The notice and its texts load only when
 * there is something to say, not with every open page.
 */
function DraftRestored() {
  const restored = useDraftRestored();
  const here = restored?.path === useLocation().pathname;
  return (
    <div aria-live="polite">
      {here ? (
        <Suspense fallback={null}>
          <DraftNotice typed={restored.typed} reloaded={restored.reloaded} />
        </Suspense>
      ) : null}
    </div>
  );
}
