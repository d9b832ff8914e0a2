import { describe, expect, it } from "vitest";
import { initialLoadingState, spinnerText, startLoading, stopLoading } from "./loading.ts";

describe("loading indicator (SPEC §4)", () => {
  it("starts shown, with no message of its own", () => {
    expect(initialLoadingState).toEqual({ showSpinner: true, spinnerMsg: "" });
  });

  it("starting sets the flag and the given message", () => {
    const stopped = stopLoading(initialLoadingState);
    expect(startLoading(stopped, "Behandler betalingen")).toEqual({
      showSpinner: true,
      spinnerMsg: "Behandler betalingen",
    });
  });

  it("starting without a message empties the message", () => {
    const withMessage = startLoading(initialLoadingState, "Lagrer");
    expect(startLoading(withMessage)).toEqual({ showSpinner: true, spinnerMsg: "" });
  });

  it("stopping clears the flag", () => {
    expect(stopLoading(startLoading(initialLoadingState, "x")).showSpinner).toBe(false);
  });

  it("shows the default message when none is set", () => {
    expect(spinnerText(initialLoadingState, "henter informasjon..")).toBe("henter informasjon..");
    expect(spinnerText(startLoading(initialLoadingState, "Lagrer"), "henter informasjon..")).toBe("Lagrer");
  });
});
