// Which screens a helper reaches while acting for someone: what the grant's rights cover, and never
// the subscriber's own choices.
import { describe, expect, it } from "vitest";
import { helperScreen } from "./helper-rights.ts";

describe("the screens a helper reaches", () => {
  it("reaches the front page, the own list of grants, and what the rights cover", () => {
    expect(helperScreen("/", [])).toBe("allowed");
    expect(helperScreen("/fullmakt", ["delivery"])).toBe("allowed");
    expect(helperScreen("/fakturaoversikt", ["see"])).toBe("allowed");
    expect(helperScreen("/dokument/faktura/7100302", ["see"])).toBe("allowed");
    expect(helperScreen("/betal-faktura/7100302", ["see", "pay"])).toBe("allowed");
    expect(helperScreen("/endre-avislevering/", ["delivery"])).toBe("allowed");
    expect(helperScreen("/tilbakemelding", ["complaint"])).toBe("allowed");
  });
  it("is told the grant does not cover a screen another right would", () => {
    expect(helperScreen("/fakturaoversikt", ["delivery"])).toBe("not-granted");
    expect(helperScreen("/betal-faktura/7100302", ["see"])).toBe("not-granted");
    expect(helperScreen("/endre-avislevering", ["see"])).toBe("not-granted");
  });
  it("never reaches the subscriber's own choices, whatever the rights", () => {
    const all = ["see", "pay", "delivery", "complaint"] as const;
    for (const path of [
      "/endre-profil",
      "/spidDeleteGateway",
      "/spidTakeoutGateway",
      "/samtykke1",
      "/personverninnstillinger",
      "/endre-abonnement",
      "/avslutt-abonnement",
      "/angre-oppsigelse",
      "/endre-betalingsmetode",
      "/legg-til-betalingskort",
      "/familiedeling",
      "/bestill-abonnement",
      "/fakturaoversikt/../endre-profil",
    ])
      expect(helperScreen(path, all), path).toBe("owner-only");
  });
});
