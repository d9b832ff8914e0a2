import { describe, expect, it } from "vitest";
import {
  isCodeFormat,
  isSchoolAddress,
  normalizeCode,
  pupilAge,
  RESEND_COOLDOWN_SECONDS,
  schoolKindOfPlan,
  secondsUntilResend,
  verificationRunsOut,
} from "./student.ts";

describe("school addresses (SPEC §5: the e-mail must be a student address)", () => {
  it("takes a university address, its subdomains and any case", () => {
    expect(isSchoolAddress("student", "thea@student.uib.no")).toBe(true);
    expect(isSchoolAddress("student", "per@mail.uio.no")).toBe(true);
    expect(isSchoolAddress("student", "Per@UIO.NO")).toBe(true);
  });

  it("refuses private addresses and look-alikes", () => {
    expect(isSchoolAddress("student", "ola.hansen@gmail.com")).toBe(false);
    expect(isSchoolAddress("student", "per@fakeuio.no")).toBe(false);
    expect(isSchoolAddress("student", "uio.no")).toBe(false);
  });

  it("keeps pupils and students apart", () => {
    expect(isSchoolAddress("pupil", "emma@elev.afk.no")).toBe(true);
    expect(isSchoolAddress("student", "emma@elev.afk.no")).toBe(false);
    expect(isSchoolAddress("pupil", "thea@student.uib.no")).toBe(false);
  });
});

describe("the e-mailed code", () => {
  it("is six digits; spaces between groups are forgiven", () => {
    expect(isCodeFormat("123456")).toBe(true);
    expect(isCodeFormat("123 456")).toBe(true);
    expect(normalizeCode(" 123 456 ")).toBe("123456");
    expect(isCodeFormat("12345")).toBe(false);
    expect(isCodeFormat("12345a")).toBe(false);
  });
});

describe("cool-down before a new code", () => {
  const sentAt = 1_000_000;
  it("counts down whole seconds from the send", () => {
    expect(secondsUntilResend(sentAt, sentAt)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(secondsUntilResend(sentAt, sentAt + 100)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(secondsUntilResend(sentAt, sentAt + 59_001)).toBe(1);
    expect(secondsUntilResend(sentAt, sentAt + 60_000)).toBe(0);
  });
  it("never waits longer than the cool-down, and not at all without a send time", () => {
    expect(secondsUntilResend(sentAt, sentAt - 3_600_000)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(secondsUntilResend(Number.NaN, sentAt)).toBe(0);
  });
});

describe("pupils and age (SPEC §5: minimum age 18)", () => {
  it("lets an 18-year-old in, refuses a 17-year-old, asks when unknown", () => {
    expect(pupilAge("2008-11-22", "2026-11-22")).toEqual({ kind: "old-enough" });
    expect(pupilAge("2008-11-23", "2026-11-22")).toEqual({ kind: "too-young", age: 17 });
    expect(pupilAge(null, "2026-11-22")).toEqual({ kind: "unknown" });
  });
});

describe("student plans", () => {
  it("are told by the plan id", () => {
    expect(schoolKindOfPlan("C-DIGITAL-STUDENT")).toBe("student");
    expect(schoolKindOfPlan("C-DIGITAL-ELEV")).toBe("pupil");
    expect(schoolKindOfPlan("C-DIGITAL-DIGITAL")).toBeNull();
  });
  it("need their verification confirmed again a year after they started", () => {
    expect(verificationRunsOut("2026-08-15")).toBe("2027-08-15");
    expect(verificationRunsOut("2028-02-29")).toBe("2029-02-28");
  });
});
