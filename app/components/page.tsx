import type { ReactNode } from "react";
import styles from "./page.module.css";

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
      {children}
    </article>
  );
}
