import type { ReactNode } from "react";

/**
 * One term and its value in a description list (`<dl>`). With `shown={false}` both are left out,
 * so a list that shows only some of its facts still keeps their order in one place. `id` names the
 * term, for a link to land on.
 */
export function Fact({
  term,
  shown = true,
  id,
  className,
  children,
}: {
  term: ReactNode;
  shown?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  if (!shown) return null;
  return (
    <>
      <dt id={id}>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}
