// A choice confirmed on a second screen (another plan, a reason to cancel): the first step puts the
// choice in the confirmation's address (?plan=, ?grunn=) with a fresh key, so nothing happens before
// the reader confirms, and a double click, a reload or a retry of the confirmation acts once (ADR 006).
import { redirect } from "react-router";
import { z } from "zod/mini";
import { defineIntent, withScreenKey, type Outcome, type RunArgs } from "./intent.ts";

/** A screen's confirmation step for one choice, with a key of its own. */
export const confirmationOf = (path: string, param: string, value: string) =>
  withScreenKey(`${path}?${new URLSearchParams({ [param]: value })}`);

/** The choice made on the first step, read back from the confirmation's address. */
export const choiceIn = (request: Request, param: string) => new URL(request.url).searchParams.get(param);

/** The first step: one field, checked by `value`, sent on to the confirmation at `path?param=`. */
export function defineChoice<
  const Name extends string,
  const Field extends string,
  V extends z.ZodMiniType<string>,
>({ name, field, value, path, param }: { name: Name; field: Field; value: V; path: string; param: string }) {
  const schema = z.object({ [field]: value } as Record<Field, V>);
  return defineIntent({
    name,
    schema,
    run: async ({ value: chosen }) =>
      redirect(confirmationOf(path, param, (chosen as Record<string, string>)[field]!)),
  });
}

/**
 * A confirmation: nothing to fill in (what it confirms is in the address: the choice, the order, the
 * invitation), keyed, so a double click, a reload or a retry acts once.
 */
export const defineConfirmation = <const Name extends string, R extends Outcome | Response>(
  name: Name,
  run: (args: RunArgs<Record<string, never>>) => Promise<R>,
) => defineIntent({ name, keyed: true, schema: z.object({}), run });
