// Privacy and consent (SPEC §2 Privacy/Consent, §3, §4, §7, §9), what only a browser shows: the
// consent manager and analytics stand-ins (switched on with local storage minside.standIns = "on",
// docs/decisions/014) loaded in a real page and obeying the reader's choice, with no request leaving
// the title's origin; the three consent steps walked by keyboard; monitoring of a failed call
// (@nginx). The settings saved and seen again (after a reload, on another device, the flags, the
// links, no third-party call with the stand-ins off) are proven in-process:
// tests/in-process/journeys/privacy.tsx.
import type { Page, Request } from "@playwright/test";
import { E2E_PORT, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

const dev = (path: string) => `http://127.0.0.1:${E2E_PORT}${path}`;

interface RecordedView {
  trackerId: string;
  options: { deployStage: string; product: string };
  event: {
    page: { id: string; type: string; contentId: string };
    actor: { id: string; subscriptionName: string; realm: string; productFeatures: string[] } | null;
    marketing: Record<string, string>;
    deployStage: string;
  };
}

const pageViews = async (page: Page) =>
  (await (await page.request.get(dev("/_dev/analytics"))).json()) as RecordedView[];

/** Every request the page makes, to assert none leaves the title's own origin. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

const thirdParty = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url()))
    .filter((url) => !/^[a-z0-9-]+\.localhost$/.test(url.hostname) && url.protocol.startsWith("http"))
    .map((url) => url.href);

async function standInsOn(page: Page) {
  await page.addInitScript(() => localStorage.setItem("minside.standIns", "on"));
}

test.beforeEach(async ({ page }) => {
  await page.request.delete(dev("/_dev/analytics"));
});

test(
  "accepting in the consent manager starts analytics; rejecting all stops it and removes experiments",
  { tag: "@nginx" },
  async ({ page }) => {
    await standInsOn(page);
    const requests = recordRequests(page);
    await signInAs(page, "no-subscription", "/personverninnstillinger");
    // The stand-in consent manager asks on the first visit.
    const dialog = page.getByRole("dialog", { name: /Samtykke/ });
    await dialog.getByRole("button", { name: "Godta alle" }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("experiments")))
      .toContain("minside-stand-in");
    await expect(page.getByRole("checkbox", { name: "Analyse av bruken" })).not.toBeChecked(); // the form shows the platform's

    await page.reload();
    await expect
      .poll(async () => (await pageViews(page)).map((v) => v.event.page.id))
      .toEqual(["personverninnstillinger"]);

    await page.getByRole("button", { name: "Avvis alle" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Valgene dine er lagret" })).toContainText(
      "Analyse av bruken: nei",
    );
    expect(await page.evaluate(() => localStorage.getItem("experiments"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("consent.rejectedAll"))).toBe("true");

    // A fresh load after rejecting: the analytics script is not even fetched, and nothing is sent.
    const before = requests.length;
    await page.request.delete(dev("/_dev/analytics"));
    await page.reload();
    await page.getByRole("link", { name: "Personvernerklæringen" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests.slice(before).filter((r) => r.url().includes("analytics"))).toEqual([]);
    expect(await pageViews(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("experiments"))).toBeNull();
    expect(thirdParty(requests)).toEqual([]);
  },
);

test("with consent, page views arrive in order with the page object and the actor, none for /callback", async ({
  page,
}) => {
  await standInsOn(page);
  await page.goto("/kundeservice");
  await page
    .getByRole("dialog", { name: /Samtykke/ })
    .getByRole("button", { name: "Godta alle" })
    .click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("consent.consentedAll"))).toBe("true");
  // The consent manager is set up with the account, the title's property and the language.
  expect(
    await page.evaluate(() => window._sp_?.config && { ...window._sp_.config, events: undefined }),
  ).toMatchObject({
    accountId: 1915,
    propertyId: 18898,
    consentLanguage: "no",
  });

  await signInAs(page, "subscriber", "/");
  // The adapters start once the page is idle: the front page's view is sent before we leave it.
  await expect.poll(async () => (await pageViews(page)).map((v) => v.event.page.id)).toEqual(["forside"]);
  await page.goto("/personverninnstillinger?utm_source=nyhetsbrev&utm_campaign=jul&plan=SBX_DIGI");
  await expect(page.getByRole("heading", { level: 1, name: "Personverninnstillinger" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Personvernerklæringen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await expect
    .poll(async () => (await pageViews(page)).map((v) => v.event.page.id))
    .toEqual(["forside", "personverninnstillinger", "personvern"]);
  const views = await pageViews(page);
  expect(views.map((v) => v.event.page.contentId)).not.toContain("/callback");
  expect(views[0]!.trackerId).toBe("sandbox");
  expect(views[0]!.options).toMatchObject({ deployStage: "dev", product: "minside" });
  expect(views[0]!.event.actor).toMatchObject({ subscriptionName: "Abo" });
  expect(views[0]!.event.actor!.productFeatures).toHaveLength(1);
  expect(views[1]!.event.page).toMatchObject({ type: "Page", aria_plan_id: "SBX_DIGI" });
  expect(views[1]!.event.marketing).toEqual({ source: "nyhetsbrev", campaign: "jul" });

  // With a consent manager loaded, the footer's link opens it.
  await page.getByRole("contentinfo").getByRole("link", { name: "Personverninnstillinger" }).click();
  await expect(
    page.getByRole("dialog", { name: /Samtykke/ }).getByRole("checkbox", { name: "Analyse av bruken" }),
  ).toBeChecked();
});

test("subscriber walks the consent steps by keyboard, goes back, and finishes", async ({ page }) => {
  await signInAs(page, "subscriber", "/samtykke1");
  await expect(page.getByText("Steg 1 av 3")).toBeVisible();
  const group = (name: string) => page.getByRole("group", { name });
  const choose = async (category: string, answer: "Ja, det er greit" | "Nei takk") => {
    await group(category).getByRole("radio", { name: answer }).focus();
    await page.keyboard.press("Space");
  };
  const press = async (name: string) => {
    await page.getByRole("button", { name }).focus();
    await page.keyboard.press("Enter");
  };

  // Nothing chosen yet: the step says so at the question.
  await press("Neste");
  await expect(group("Innhold tilpasset deg")).toContainText("Velg ja eller nei");
  await choose("Innhold tilpasset deg", "Ja, det er greit");
  await choose("Annonser tilpasset deg", "Nei takk");
  await press("Neste");
  await expect(page.getByText("Steg 2 av 3")).toBeVisible();
  await choose("Analyse av bruken", "Ja, det er greit");

  await press("Tilbake");
  await expect(page.getByText("Steg 1 av 3")).toBeVisible();
  await expect(group("Innhold tilpasset deg").getByRole("radio", { name: "Ja, det er greit" })).toBeChecked();
  await expect(group("Annonser tilpasset deg").getByRole("radio", { name: "Nei takk" })).toBeChecked();
  await press("Neste");
  await expect(group("Analyse av bruken").getByRole("radio", { name: "Ja, det er greit" })).toBeChecked();
  await page.reload();
  await expect(group("Analyse av bruken").getByRole("radio", { name: "Ja, det er greit" })).toBeChecked();
  await press("Neste");

  await expect(page.getByText("Steg 3 av 3")).toBeVisible();
  await choose("Markedsføring", "Nei takk");
  await press("Fullfør");
  await expect(page).toHaveURL(/\/\?samtykke=lagret$/);
  await expect(page.getByText("Takk! Samtykkene dine er lagret.")).toBeVisible();

  await page.goto("/personverninnstillinger");
  await expect(page.getByRole("checkbox", { name: "Innhold tilpasset deg" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Analyse av bruken" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Annonser tilpasset deg" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Markedsføring" })).not.toBeChecked();
});

test(
  "monitoring records a failed call by its route, without personal data",
  { tag: "@nginx" },
  async ({ page }) => {
    await signInAs(page, "no-subscription", "/");
    await page.request.delete(dev("/_dev/monitoring"));
    await page.route("**/api/privacy/consent/**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"status":500,"message":"x"}}',
      }),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Personverninnstillinger" }).click();
    await expect(page.getByText("Vi får ikke hentet valgene du har lagret akkurat nå.")).toBeVisible();
    await expect
      .poll(
        async () => (await (await page.request.get(dev("/_dev/monitoring"))).json()) as { type: string }[],
      )
      .toContainEqual(
        expect.objectContaining({
          type: "api",
          status: 500,
          endpoint: "getConsent",
          route: "privacy/consent/{titleCode}",
        }),
      );
    // Core Web Vitals arrive too; nothing personal does (no e-mail, no account number, no query).
    const events = JSON.stringify(await (await page.request.get(dev("/_dev/monitoring"))).json());
    expect(events).toContain('"type":"vital"');
    expect(events).not.toMatch(/ola\.hansen|@example|\?|SBX_/);
    await expectNoAxeViolations(page);
  },
);
