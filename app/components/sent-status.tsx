// What a sent form did, said where the form is: a polite live region that is on the page before the
// message comes, so a screen reader hears the message when it does (form.module.css `status`).
import type { ReactNode } from "react";
import styles from "./form.module.css";

/** `children`: the message (one at a time), or nothing yet. */
export function SentStatus({ children }: { children?: ReactNode }) {
  return <div aria-live="polite">{children ? <p className={styles.status}>{children}</p> : null}</div>;
}
