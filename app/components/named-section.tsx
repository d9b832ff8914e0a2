// A part of a screen named by its heading: the section's aria-labelledby points at its h2, so a
// screen reader lists it among the page's regions under that name.
import type { ReactNode } from "react";

export function NamedSection({
  id,
  heading,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
