// What the subscription includes, feature by feature, and where to find it (SPEC §3).
import { expect, expectNoAxeViolations, test, titleOrigin } from "./fixtures.ts";
import { signInAs } from "./session.ts";

test("subscriber sees what the digital subscription includes", async ({ page }) => {
  await signInAs(page, "subscriber", "/mitt-innhold");
  await expect(page.getByRole("heading", { level: 1, name: "Mitt innhold" })).toBeVisible();
  await expect(page.getByText("Dette er med i Digital.", { exact: false })).toBeVisible();
  for (const feature of ["Plussinnhold", "E-avis", "Familiedeling"]) {
    await expect(page.getByRole("heading", { level: 2, name: feature })).toBeVisible();
  }
  // The partner papers' articles are Digital Premium's, as the order page says: not in Digital.
  await expect(page.getByRole("heading", { level: 2, name: "Partnersider" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Papiravis" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Les e-avisen" })).toHaveAttribute(
    "href",
    "https://sandbox.polarismedia.no/eavis",
  );
  await expect(page.getByRole("link", { name: "Les Sandkasseavisa" })).toHaveAttribute(
    "href",
    "https://sandbox.polarismedia.no/",
  );
  await expect(page.getByRole("link", { name: "Del abonnementet med familien" })).toHaveAttribute(
    "href",
    "/familiedeling",
  );
  await expectNoAxeViolations(page);
});

test("paper-subscriber also has the paper, with a way to change its delivery", async ({ page }) => {
  await signInAs(page, "paper-subscriber", "/mitt-innhold");
  const paper = page.getByRole("region", { name: "Papiravis" });
  await expect(paper).toBeVisible();
  await paper.getByRole("link", { name: "Stopp avisen i ferien eller endre leveringsadresse" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Endre avislevering" })).toBeVisible();
});

test("my content in Nynorsk has no axe violations", async ({ page }) => {
  await signInAs(page, "subscriber", `${titleOrigin("sh")}/mitt-innhold`);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
