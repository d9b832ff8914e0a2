import { describe, expect, it } from "vitest";
import { currentTitle } from "#app/title/current-title.ts";
import { customerCentre } from "./customer-centre.ts";

describe("customerCentre", () => {
  it("links the number as printed to tel: with the country code and no spaces", () => {
    const title = { ...currentTitle(), customerCenterPhoneNumber: "78 33 72 00" };
    expect(customerCentre(title)).toMatchObject({ phone: "78 33 72 00", phoneHref: "tel:+4778337200" });
  });

  it("reads the current title's name and e-mail address", () => {
    expect(customerCentre()).toEqual({
      name: "Sandkasseavisa",
      phone: "73 50 97 00",
      phoneHref: "tel:+4773509700",
      email: "kundeservice@sandbox.polarismedia.no",
      emailHref: "mailto:kundeservice@sandbox.polarismedia.no",
    });
  });
});
