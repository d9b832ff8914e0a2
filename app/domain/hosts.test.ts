import { describe, expect, it } from "vitest";
import { adapterMode, isLocalOrTestHost } from "./hosts.ts";

describe("hosts where consent and analytics stay off (SPEC §9)", () => {
  it.each([
    "localhost",
    "adr.localhost",
    "127.0.0.1",
    "192.168.1.20",
    "[::1]",
    "minside.test.adressa.no",
    "minside-stage.fvn.no",
  ])("%s is local or a test host", (host) => expect(isLocalOrTestHost(host)).toBe(true));

  it.each(["minside.adressa.no", "minside.fvn.no", "www.smp.no", "contest.example.no"])(
    "%s is a production host",
    (host) => expect(isLocalOrTestHost(host)).toBe(false),
  );
});

describe("where the adapters load from", () => {
  it("production hosts load the real third parties, whatever the build", () => {
    expect(adapterMode("minside.adressa.no", false, false)).toBe("production");
    expect(adapterMode("minside.adressa.no", true, true)).toBe("production");
  });

  it("local and test hosts load nothing third-party; only a dev build with the switch uses the stand-ins", () => {
    expect(adapterMode("localhost", false, true)).toBe("off");
    expect(adapterMode("127.0.0.1", true, false)).toBe("off");
    expect(adapterMode("sbx.localhost", true, true)).toBe("stand-in");
    expect(adapterMode("minside.test.adressa.no", true, true)).toBe("stand-in");
  });
});
