import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link, type To } from "react-router";
import { Page } from "./page.tsx";
import styles from "./page.module.css";
import { CustomerCentreContact } from "./customer-centre.tsx";

// The ways on from a screen: a link on its own line, a list of links, a row of links drawn as
// buttons, the way back to Min side, the screen that is only why and that way back
// (NotAvailable), and the customer centre in place of a part that cannot be shown
// (PartUnavailable). One module, so the screens that use them load one chunk and the route
// manifest every page loads names it once per route. The prerendered open pages (the content pages, the
// student and winback offers, maintenance) write their few links out instead: this chunk would be
// one more on pages held to a JavaScript budget (tests/e2e/page-weight.test.ts).

/** Where a link goes: a screen of the app (`to`), or a page elsewhere (`href`, the title's site). */
type Target = { to: To; href?: never } | { href: string; to?: never };

/** A link drawn as a button (page.module.css): the screen's main way on, or the other one. */
type Look = "primary" | "secondary";

function TargetLink({ to, href, look, children }: Target & { look?: Look; children: ReactNode }) {
  // A link of its own line is a tap target of its own: 44 px tall (app.css `.line`).
  const className = look ? styles[look] : "line";
  return to === undefined ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/**
 * A paragraph that is one link: the way on from a screen or a card ("Se alle fakturaer", "Gå til
 * Min side"). `className` is the paragraph's (page.module.css `actions` for a screen's last step).
 */
export function LinkLine({
  className,
  ...link
}: Target & { look?: Look; className?: string; children: ReactNode }) {
  return (
    <p className={className}>
      <TargetLink {...link} />
    </p>
  );
}

/** The way back to the front page at the end of a screen: said the same wherever a screen ends so. */
export function BackToMinSide() {
  return (
    <LinkLine to="/">
      <Trans>Tilbake til Min side</Trans>
    </LinkLine>
  );
}

/** The way on to the front page where a screen has nothing more to offer. */
export function GoToMinSide() {
  return (
    <LinkLine to="/">
      <Trans>Gå til Min side</Trans>
    </LinkLine>
  );
}

/** One entry of a LinkList; `false` or `null` leaves a link out (one the screen does not offer). */
export type ListedLink = (Target & { label: ReactNode }) | false | null;

/** A list of links: a card's ways on, a page's related pages. */
export function LinkList({ className, links }: { className?: string; links: ListedLink[] }) {
  return (
    <ul className={className}>
      {links.map((link, index) =>
        link ? (
          // The list is the screen's own, fixed in order: its place names an entry.
          <li key={index}>
            <TargetLink {...link}>{link.label}</TargetLink>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** One way on in a row of ActionLinks: a link drawn as the main button or the other one. */
export type ActionLink = (Target & { label: ReactNode; look: Look }) | false | null;

/** A screen's last row of links drawn as buttons (page.module.css `actions`): its ways on. */
export function ActionLinks({ links }: { links: ActionLink[] }) {
  return (
    <div className={styles.actions}>
      {links.map((link, index) =>
        // The row is the screen's own, fixed in order: its place names an entry.
        link ? (
          <TargetLink key={index} {...link}>
            {link.label}
          </TargetLink>
        ) : null,
      )}
    </div>
  );
}

/** A screen that does not apply to this subscription: why, and the way back to Min side. */
export function NotAvailable({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <Page heading={heading}>
      {children}
      <BackToMinSide />
    </Page>
  );
}

/**
 * In place of one part of a screen whose data the platform left out (docs/decisions/034): says that
 * this part cannot be shown now, and how to reach the customer centre; the rest of the screen works.
 */
export function PartUnavailable({ children }: { children: ReactNode }) {
  return (
    <div role="status">
      <p>{children}</p>
      <CustomerCentreContact lead="now" />
    </div>
  );
}
