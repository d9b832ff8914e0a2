// Web storage the browser refuses (private mode, a policy, a full quota) keeps nothing and breaks
// nothing; anything else that goes wrong is not swallowed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { readItem, removeItem, webStorage, writeItem } from "./storage.ts";

const refusing = (name: string) => {
  const error = new DOMException("refused", name);
  return {
    getItem: () => {
      throw error;
    },
    setItem: () => {
      throw error;
    },
    removeItem: () => {
      throw error;
    },
  };
};

describe("web storage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("keeps and reads a value", () => {
    expect(writeItem("local", "k", "v")).toBe(true);
    expect(readItem("local", "k")).toBe("v");
    removeItem("local", "k");
    expect(readItem("local", "k")).toBeNull();
  });

  it("is null when the browser refuses it outright", () => {
    vi.stubGlobal("sessionStorage", undefined);
    Object.defineProperty(globalThis, "sessionStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    expect(webStorage("session")).toBeNull();
    expect(readItem("session", "k")).toBeNull();
    expect(writeItem("session", "k", "v")).toBe(false);
  });

  it("says a full store did not keep the value", () => {
    vi.stubGlobal("localStorage", refusing("QuotaExceededError"));
    expect(writeItem("local", "k", "v")).toBe(false);
    expect(readItem("local", "k")).toBeNull();
    expect(() => removeItem("local", "k")).not.toThrow();
  });

  it("does not swallow what is not a refusal", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new TypeError("a bug");
      },
    });
    expect(() => readItem("local", "k")).toThrow(TypeError);
  });
});
