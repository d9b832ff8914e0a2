// The <Trans> every macro compiles to (lingui.config.ts runtimeConfigModule): Lingui's own, except
// that a value put into a message is always text. Lingui interpolates string values into the
// translation and then reads the result for its numbered tags, so a reader's "<b>Hytta</b>" would
// lose its tags and "<script>" would vanish with a console error. A string value that holds a "<"
// is handed over as an element instead, which Lingui places as it is; numbers and plain strings
// stay values, so plurals and selects read them as before.
import { Trans as LinguiTrans, type TransProps } from "@lingui/react";

type Values = NonNullable<TransProps["values"]>;

/** The values with every string that could be read as a tag turned into a text node. */
export function asText(values: Values): Values {
  const safe: Values = {};
  for (const [name, value] of Object.entries(values)) {
    safe[name] = typeof value === "string" && value.includes("<") ? <>{value}</> : value;
  }
  return safe;
}

export function Trans(props: TransProps) {
  return props.values ? <LinguiTrans {...props} values={asText(props.values)} /> : <LinguiTrans {...props} />;
}
