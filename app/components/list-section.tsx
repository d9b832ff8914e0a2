// Content pages whose sections are lists ("Dette får du"): apart from content-page.tsx so that the
// pages without one, such as /kundeservice, do not carry it (their JavaScript budget is tight).
import type { ReactNode } from "react";
import { ContentSection } from "./content-page.tsx";

/**
 * A section that is one list under its h2, each item a point of its own (`ordered` when the points
 * are steps). What follows the list, such as the link that acts on it, goes in `children`.
 */
export function ListSection({
  heading,
  items,
  ordered = false,
  children,
}: {
  heading: ReactNode;
  items: ReactNode[];
  ordered?: boolean;
  children?: ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <ContentSection heading={heading}>
      <List>
        {items.map((item, index) => (
          // The items are fixed text in a fixed order: their place is their identity.
          <li key={index}>{item}</li>
        ))}
      </List>
      {children}
    </ContentSection>
  );
}
