import type { ReactNode } from "react";
import { BackToMinSide } from "./links.tsx";
import { Page } from "./page.tsx";

/** A screen that does not apply to this subscription: why, and the way back to Min side. */
export function NotAvailable({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <Page heading={heading}>
      {children}
      <BackToMinSide />
    </Page>
  );
}
