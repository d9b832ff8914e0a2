// A word of the front page above the cards: a section named by its heading, drawn as news
// (`notice`: something under way) or as a problem (`problem`: something the subscriber should act
// on), with its text and the ways on it offers.
import type { ReactNode } from "react";
import { ActionLinks, type ActionLink } from "#app/components/links.tsx";
import home from "./home.module.css";

export function HomeNotice({
  look,
  id,
  heading,
  links,
  children,
}: {
  look: "notice" | "problem";
  /** The heading's id, which names the section. */
  id: string;
  heading: ReactNode;
  /** The ways on; none (a helper, who may not take them) leaves the row out. */
  links?: ActionLink[] | null;
  /** The text: one paragraph. */
  children: ReactNode;
}) {
  return (
    <section className={look === "notice" ? home.notice : home.problem} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{children}</p>
      {links ? <ActionLinks links={links} /> : null}
    </section>
  );
}
