// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "#app/route-table.ts";
import { catalogueFigures } from "./catalogue-figures.ts";
import { galleryHtml } from "./gallery.ts";
import { placementOf, placements, type Placement } from "./message-screens.ts";
import { parseCatalogue } from "./po-catalogue.ts";
import { screenLink, translatorPageHtml } from "./translator-pages.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const placement = placements(ROOT);

describe("where a text is shown", () => {
  it("finds a feature's file on the screen whose route module imports it, with the persona who sees it", () => {
    expect(placement("app/features/home/next-payment.tsx")).toEqual({
      kind: "screens",
      screens: [{ route: "/", open: "/", persona: "subscriber" }],
    });
  });

  it("opens a screen with a parameter through the page whose link leads there", () => {
    const found = placement("app/components/invoice-facts.tsx");
    expect(found.kind === "screens" && found.screens.map((s) => [s.route, s.open, s.persona])).toContainEqual(
      ["/betal-faktura/:ariaInvoiceNo", "/fakturaoversikt", "unpaid-invoice"],
    );
  });

  it("puts what the root uses on every page, and names a route reached only by a redirect", () => {
    expect(placement("app/components/footer.tsx")).toEqual({ kind: "everywhere" });
    const callback = placement("app/routes/callback.tsx");
    expect(callback.kind === "screens" && callback.screens[0]).toMatchObject({ route: "/callback" });
    expect(callback.kind === "screens" && callback.screens[0]!.unreachable).toBeTruthy();
  });

  it("finds every route module on its own screen", () => {
    for (const entry of ROUTE_TABLE) {
      const found = placement(`app/${entry.file}`);
      expect(found.kind === "screens" && found.screens.map((s) => s.route), entry.path).toContain(entry.path);
    }
  });

  it("joins a message's references, and finds none for a file no route reaches", () => {
    expect(placementOf(["app/routes/kundeservice.tsx", "app/components/footer.tsx"], placement).kind).toBe(
      "everywhere",
    );
    expect(placementOf(["app/routes/gone.tsx"], placement)).toEqual({ kind: "nowhere" });
    expect(placementOf([], placement)).toEqual({ kind: "nowhere" });
  });
});

describe("a translator's page", () => {
  const entries = parseCatalogue(
    [
      "#: app/routes/kundeservice.tsx",
      'msgid "Ring <0>{phone}</0> & skriv"',
      'msgstr "Ring <0>{phone}</0> & skriv"',
      "",
      "#: app/routes/fakturaoversikt.tsx",
      'msgid "Fakturaer"',
      'msgstr ""',
      "",
      "#: app/routes/borte.tsx",
      'msgid "Borte"',
      'msgstr "Vekk"',
      "",
      '#~ msgid "Gammel"',
      '#~ msgstr "Gamal"',
    ].join("\n"),
  );
  const fake: Record<string, Placement> = {
    "app/routes/kundeservice.tsx": {
      kind: "screens",
      screens: [{ route: "/kundeservice", open: "/kundeservice" }],
    },
    "app/routes/fakturaoversikt.tsx": {
      kind: "screens",
      screens: [{ route: "/fakturaoversikt", open: "/fakturaoversikt", persona: "unpaid-invoice" }],
    },
  };
  const html = translatorPageHtml({
    locale: "nn",
    file: "app/locales/nn/messages.po",
    entries,
    findings: [],
    figures: catalogueFigures("nn", entries, { release: null, reason: "ingen utgivelse" }),
    placement: (file) => fake[file] ?? { kind: "nowhere" },
    titleCode: "SH",
  });

  it("escapes the texts, and links each screen into the preview, signed in where the screen needs it", () => {
    expect(html).toContain("<td>Ring &lt;0&gt;{phone}&lt;/0&gt; &amp; skriv</td>");
    expect(html).not.toContain("<0>");
    expect(html).toContain('<a href="sh/kundeservice"><code>/kundeservice</code></a>');
    expect(html).toContain(
      '<a href="sh/_dev/sign-in?persona=unpaid-invoice&amp;to=%2Ffakturaoversikt"><code>/fakturaoversikt</code></a> <small>som unpaid-invoice</small>',
    );
    expect(html).toContain('<strong class="bad">mangler</strong>');
  });

  it("lists the texts no screen uses for removal, obsolete ones too", () => {
    const removal = html.slice(html.indexOf("<h2>Til fjerning"));
    expect(removal).toContain("<h2>Til fjerning (2)</h2>");
    expect(removal).toContain("<code>app/locales/nn/messages.po:13</code> Gammel – merket #~");
    expect(removal).toContain("Borte – ingen side bruker app/routes/borte.tsx");
    expect(html).toContain("2 av 3 oversatt, 1 mangler, 0 fuzzy, 1 ubrukte");
  });

  it("lists the errors first, then the warnings, each linked to its row, and filters rows by kind", () => {
    const fakturaer = entries.find((e) => e.msgid === "Fakturaer")!;
    const ring = entries.find((e) => e.msgid.startsWith("Ring"))!;
    const finding = (line: number, severity: "error" | "warning", msgid: string) => ({
      kind: "placeholder" as const,
      severity,
      file: "app/locales/nn/messages.po",
      line,
      msgid,
      problem: "Plassholderen {phone} manglar.",
      fix: "Skriv {phone} der nummeret skal stå.",
    });
    const checked = translatorPageHtml({
      locale: "nn",
      file: "app/locales/nn/messages.po",
      entries,
      findings: [
        finding(ring.msgstrLine, "warning", ring.msgid),
        finding(fakturaer.msgstrLine, "error", "Fakturaer"),
      ],
      figures: catalogueFigures("nn", entries, { release: null, reason: "ingen utgivelse" }),
      placement: (file) => fake[file] ?? { kind: "nowhere" },
      titleCode: "SH",
    });
    const list = checked.slice(
      checked.indexOf("<h2>Feil og advarsler (2)</h2>"),
      checked.indexOf("<h2>Alle tekster"),
    );
    // The error before the warning, though its line comes later.
    expect(list.indexOf("Feil</span> på")).toBeLessThan(list.indexOf("Advarsel</span> på"));
    expect(list).toContain(
      `<a href="#linje-${fakturaer.msgstrLine}">linje ${fakturaer.msgstrLine}</a> («Fakturaer»)`,
    );
    expect(list).toContain("Skriv {phone} der nummeret skal stå.");
    // Each row can be linked to, and carries what the filters pick it by.
    expect(checked).toContain(`<tr id="linje-${fakturaer.msgstrLine}" class="feil">`);
    expect(checked).toContain(`<tr id="linje-${ring.msgstrLine}" class="advarsel">`);
    expect(checked).toContain('<a href="#vis-feil">bare feil og manglende</a>');
    expect(checked).toMatch(/#vis-feil:target~table tbody tr:not\(\.feil\),[^{]*\{display:none\}/);
  });

  it("marks the texts changed since the last release", () => {
    const since = { release: "release-1", added: 1, changed: 0, keys: new Set(["Fakturaer"]) };
    const marked = translatorPageHtml({
      locale: "nn",
      file: "app/locales/nn/messages.po",
      entries,
      findings: [],
      figures: catalogueFigures("nn", entries, since),
      placement: (file) => fake[file] ?? { kind: "nowhere" },
      titleCode: "SH",
    });
    const rows = marked.split("\n").filter((line) => line.startsWith("<tr id="));
    expect(rows.filter((row) => row.includes('<span class="new">endret</span>'))).toHaveLength(1);
    expect(rows.find((row) => row.includes("endret"))).toContain("<td>Fakturaer</td>");
  });

  it("gives a link for a persona's screen that signs in, and a plain one for an open screen", () => {
    expect(screenLink("SH", { route: "/", open: "/", persona: "subscriber" })).toBe(
      "sh/_dev/sign-in?persona=subscriber&to=%2F",
    );
    expect(screenLink("SBX", { route: "/vilkaar", open: "/vilkaar" })).toBe("sbx/vilkaar");
    expect(screenLink("SBX", { route: "/callback", unreachable: "a redirect" })).toBeNull();
  });
});

describe("the gallery's front page", () => {
  it("shows each language's figures with a link to its translators' page", () => {
    const entries = parseCatalogue('msgid "Ja"\nmsgstr "Ja"\n\nmsgid "Nei"\nmsgstr ""\n');
    const figures = catalogueFigures("nn", entries, {
      release: "release-<1>",
      added: 1,
      changed: 0,
      keys: new Set(["Nei"]),
    });
    const html = galleryHtml([], [{ locale: "nn", page: "oversetting-nn.html", figures, html: "" }]);
    expect(html).toContain(
      '<a href="oversetting-nn.html">nynorsk (nn)</a>: 1 av 2 oversatt, 1 mangler, 0 fuzzy, 0 ubrukte; endret siden <code>release-&lt;1&gt;</code>: 1 (1 nye, 0 med ny oversettelse).',
    );
  });
});
