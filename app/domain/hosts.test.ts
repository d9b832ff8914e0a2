import { describe, expect, it } from "vitest";
import { isLocalOrTestHost } from "./hosts.ts";

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
