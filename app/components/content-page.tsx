import type { ReactNode } from "react";
import { Page } from "./page.tsx";
import styles from "./content-page.module.css";

/**
 * A static text page (terms, privacy, cookies, customer service, prices): its heading and intro,
 * then its sections. The route module holds the text; the layout and styles live here.
 */
export function ContentPage({
  heading,
  intro,
  children,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page heading={heading} intro={intro}>
      {children}
    </Page>
  );
}

type SectionProps = { heading: ReactNode; id?: string; children: ReactNode };

/** One part of a content page under its h2; `id` lets the page's contents link to the heading. */
export function ContentSection({ heading, id, children }: SectionProps) {
  return (
    <section className={styles.section}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * The box that closes a content page: whom to ask. With an `id` it is also a named region, so the
 * contents' "contact us" link and a screen reader's landmarks both reach it.
 */
export function ContactSection({ heading, id, children }: SectionProps) {
  return (
    <section className={styles.contact} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/**
 * The page's own table of contents: a link to each section's heading, in the page's order. Each key
 * of `sections` is the `id` of a section's heading, and its value what the link says.
 */
export function PageContents({ label, sections }: { label: string; sections: Record<string, ReactNode> }) {
  return (
    <nav className={styles.contents} aria-label={label}>
      <ul>
        {Object.entries(sections).map(([id, text]) => (
          <li key={id}>
            <a href={`#${id}`}>{text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One question and its answer: a native disclosure, so it works without JavaScript and with any screen reader. */
export function Question({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details>
      <summary>{summary}</summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}
