import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "#app/i18n/i18n.ts";
import { customerCentre } from "#app/title/customer-centre.ts";
import { CustomerCentreContact, type CustomerCentreLead } from "./customer-centre.tsx";

// One message for the customer centre's line: each screen's lead-in, then the same contact.

describe("CustomerCentreContact", () => {
  const { name, phone, email, phoneHref, emailHref } = customerCentre();
  it.each<[CustomerCentreLead, string]>([
    ["retry", "Hvis det fortsatt ikke går, kontakt"],
    ["error", "Hvis feilen vedvarer, kontakt"],
    ["now", "Trenger du det nå, kontakt"],
    ["none", "Kontakt"],
  ])("lead %s", (lead, start) => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <CustomerCentreContact lead={lead} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe(
      `${start} kundesenteret i ${name} på telefon ${phone} eller e-post ${email}.`,
    );
    const links = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual([phoneHref, emailHref]);
  });
});
