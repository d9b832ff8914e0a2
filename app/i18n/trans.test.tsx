import { I18nProvider } from "@lingui/react";
import { Plural, Trans } from "@lingui/react/macro";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "#app/i18n/i18n.ts";

// Whatever a reader typed is shown as typed: a value in a message is never read for tags.

const shown = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>).container;

describe("values in messages are text", () => {
  it.each([
    "<b>Hytta</b>",
    "<script>alert(1)</script>",
    "<0>null</0>",
    "Kari <img/> & Ola",
    "a < b > c",
    "<3",
  ])("%s is shown literally", (name) => {
    const page = shown(<Trans>Levering til c/o {name} fra i morgen.</Trans>);
    expect(page.textContent).toBe(`Levering til c/o ${name} fra i morgen.`);
    expect(page.querySelector("b, script, img")).toBeNull();
  });

  it("keeps the message's own markup around a value", () => {
    const name = "<b>Hytta</b>";
    const page = shown(
      <Trans>
        Til <strong>{name}</strong>.
      </Trans>,
    );
    expect(page.querySelector("strong")?.textContent).toBe("<b>Hytta</b>");
    expect(page.querySelector("b")).toBeNull();
  });

  it("leaves numbers and plain text to plurals as before", () => {
    const count = 3;
    const who = "Niillas Ŋuolla Čáhppes-Đuolbbás";
    expect(shown(<Plural value={count} one="# rad" other="# rader" />).textContent).toBe("3 rader");
    expect(shown(<Trans>Hei, {who}!</Trans>).textContent).toBe(`Hei, ${who}!`);
  });
});
