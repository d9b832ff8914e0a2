// The frame of both gift screens: the page, then a link to the other gift screen and back to Min side.
import type { ReactNode } from "react";
import { BackToMinSide, LinkLine } from "#app/components/links.tsx";
import { Page } from "#app/components/page.tsx";

export function GiftPage({
  heading,
  intro,
  other,
  children,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  /** The other gift screen: where it is and what the link says. */
  other: { to: "/gi-i-gave" | "/gaver"; label: ReactNode };
  children: ReactNode;
}) {
  return (
    <Page heading={heading} intro={intro}>
      {children}
      <LinkLine to={other.to}>{other.label}</LinkLine>
      <BackToMinSide />
    </Page>
  );
}
