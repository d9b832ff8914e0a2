import type { ReactNode } from "react";
import styles from "./page.module.css";

/** A screen: one h1 and its content, in the shell's main area. */
export function Page({
  heading,
  intro,
  children,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className={styles.page}>
      <h1 tabIndex={-1}>{heading}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </article>
  );
}
