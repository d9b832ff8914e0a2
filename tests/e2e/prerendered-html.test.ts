// What the prerendered HTML carries before any JavaScript runs (issue: Foundation, Build).
import { readFileSync } from "node:fs";
import { ACCESSIBILITY_STATEMENT } from "#app/accessibility/statement.ts";
import { formatDate } from "#app/domain/format.ts";
import { E2E_PORT, expect, test, titleOrigin } from "./fixtures.ts";

const year = String(new Date().getFullYear());
const titles = [
  {
    code: "adr",
    name: "Adresseavisen",
    lang: "nb",
    rootClass: "adresseavisen",
    privacy: "Personverninnstillinger",
    cookies: "Informasjonskapsler",
    accessibility: "Tilgjengelighet",
    statement: "Tilgjengelighetserklæring",
    conforms: "Min side oppfyller kravene i WCAG 2.1 nivå AA så langt vi kjenner til.",
    noDeviations: "Vi kjenner ikke til noe på Min side som bryter kravene.",
    customerService: "Kundeservice",
  },
  {
    code: "sh",
    name: "Sunnhordland",
    lang: "nn",
    rootClass: "sunnhordland",
    privacy: "Personverninnstillingar",
    cookies: "Informasjonskapslar",
    accessibility: "Tilgjengelegheit",
    statement: "Tilgjengelegheitserklæring",
    conforms: "Min side oppfyller krava i WCAG 2.1 nivå AA så langt vi kjenner til.",
    noDeviations: "Vi kjenner ikkje til noko på Min side som bryt krava.",
    customerService: "Kundeservice",
  },
] as const;

test.use({ javaScriptEnabled: false });

for (const t of titles) {
  const config = JSON.parse(readFileSync(`titles/${t.code}.json`, "utf8")) as {
    customerCenterPhoneNumber: string;
    customerCenterEmail: string;
    organizationNumber: string;
  };

  for (const path of ["/kundeservice", "/vilkaar", "/404", "/fakturaoversikt"]) {
    test(`${t.name} (${t.lang}) ${path}: title, icon, root class, language, logo and footer without JavaScript`, async ({
      page,
    }) => {
      await page.goto(`${titleOrigin(t.code)}${path}`);
      await expect(page).toHaveTitle(`Min side - ${t.name}`);

      const html = page.locator("html");
      await expect(html).toHaveAttribute("lang", t.lang);
      await expect(html).toHaveClass(new RegExp(`\\b${t.rootClass}\\b`));
      // The icon comes with the bundle: no request to the newspaper's own site.
      await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");

      const logo = page.getByRole("banner").getByRole("img", { name: t.name });
      await expect(logo).toHaveAttribute("src", `/logos/${t.rootClass}.svg`);
      // Node cannot resolve *.localhost here: ask the loopback address with the title's host name.
      const logoResponse = await page.request.get(`http://127.0.0.1:${E2E_PORT}/logos/${t.rootClass}.svg`, {
        headers: { host: `${t.code}.localhost:${E2E_PORT}` },
      });
      expect(logoResponse.status()).toBe(200);
      expect(logoResponse.headers()["content-type"]).toContain("image/svg+xml");
      // The page already says how wide the logo will be, so the header does not move when it loads.
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0))
        .toBe(true);
      const { declared, drawn } = await logo.evaluate((img: HTMLImageElement) => ({
        declared: Number(img.getAttribute("width")),
        drawn: Math.min(192, Math.round((32 * img.naturalWidth) / img.naturalHeight)),
      }));
      expect(declared).toBe(drawn);

      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(t.name, { exact: true })).toBeVisible();
      await expect(footer.getByRole("link", { name: config.customerCenterPhoneNumber })).toHaveAttribute(
        "href",
        `tel:+47${config.customerCenterPhoneNumber.replace(/ /g, "")}`,
      );
      await expect(footer.getByRole("link", { name: config.customerCenterEmail })).toHaveAttribute(
        "href",
        `mailto:${config.customerCenterEmail}`,
      );
      await expect(footer.getByText(config.organizationNumber)).toBeVisible();
      await expect(footer.getByText(`© ${year} ${t.name}`)).toBeVisible();
      await expect(footer.getByRole("link", { name: t.privacy })).toBeVisible();
      // The texts a reader looks for at the bottom of every page.
      for (const [name, href] of [
        ["Vilkår", "/vilkaar"],
        ["Personvern", "/personvern"],
        [t.cookies, "/cookie-policy"],
        [t.accessibility, "/tilgjengelighet"],
      ] as const) {
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }

      await expect(
        page.getByRole("navigation").getByRole("link", { name: t.customerService }),
      ).toHaveAttribute("href", "/kundeservice");
    });
  }

  test(`${t.name} (${t.lang}): the customer-service page is complete without JavaScript`, async ({
    page,
  }) => {
    await page.goto(`${titleOrigin(t.code)}/kundeservice`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator("main details").count()).toBeGreaterThanOrEqual(6);
    await expect(
      page.getByRole("main").getByRole("link", { name: config.customerCenterEmail }),
    ).toBeVisible();
  });

  // The accessibility statement (ADR 032): open, prerendered, and saying what
  // app/accessibility/statement.ts says, with the title's own customer centre to report to.
  test(`${t.name} (${t.lang}): the accessibility statement is complete without JavaScript`, async ({
    page,
  }) => {
    await page.goto(`${titleOrigin(t.code)}/tilgjengelighet`);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: t.statement })).toBeVisible();
    const deviations = ACCESSIBILITY_STATEMENT.knownDeviations;
    if (deviations.length === 0) {
      await expect(main.getByText(t.conforms)).toBeVisible();
      await expect(main.getByText(t.noDeviations)).toBeVisible();
    } else {
      await expect(main.getByText(t.conforms)).toHaveCount(0);
      for (const d of deviations) await expect(main.getByText(d.what[t.lang])).toBeVisible();
    }
    const checked = formatDate(ACCESSIBILITY_STATEMENT.lastChecked, t.lang);
    await expect(main.getByText(checked)).toBeVisible();
    await expect(main.getByRole("link", { name: config.customerCenterEmail })).toHaveAttribute(
      "href",
      `mailto:${config.customerCenterEmail}`,
    );
    await expect(main.getByRole("link", { name: config.customerCenterPhoneNumber })).toHaveAttribute(
      "href",
      `tel:+47${config.customerCenterPhoneNumber.replace(/ /g, "")}`,
    );
    await expect(main.getByRole("link", { name: "uutilsynet.no" })).toHaveAttribute(
      "href",
      ACCESSIBILITY_STATEMENT.complaintUrl,
    );
  });
}
