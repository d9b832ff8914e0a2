// Faults on demand for tests and demos (docs/dev-backend.md): a request header for one request,
// or rules set through /_dev/faults for every matching /api/ path until cleared or used up.
import type { Context } from "hono";

export const FAULT_HEADER = "X-Dev-Fault";

export type Fault =
  | { kind: "status"; status: 401 | 406 | 500 | 503 }
  | { kind: "malformed" }
  | { kind: "slow"; ms: number }
  /** Answers as normal, but without this field (docs/decisions/034: the portal reads tolerantly). */
  | { kind: "omit"; field: string };

const MAX_SLOW_MS = 120_000;

/** A field name as the contract spells it (billingPeriod, phoneNumber). */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Reads "500", "503", "401", "406", "malformed", "slow:<ms>" or "omit:<field>"; null for anything
 * else.
 */
export function parseFault(text: string): Fault | null {
  const omit = /^omit:(.*)$/i.exec(text.trim());
  if (omit) return FIELD.test(omit[1] ?? "") ? { kind: "omit", field: omit[1] ?? "" } : null;
  const value = text.trim().toLowerCase();
  if (value === "500" || value === "503" || value === "401" || value === "406")
    return { kind: "status", status: Number(value) as 401 | 406 | 500 | 503 };
  if (value === "malformed") return { kind: "malformed" };
  const slow = /^slow:(\d{1,6})$/.exec(value);
  if (slow && Number(slow[1]) <= MAX_SLOW_MS) return { kind: "slow", ms: Number(slow[1]) };
  return null;
}

export interface FaultRule {
  id: number;
  /** Glob on the /api/-relative path (`subscription/*`); `*` matches any characters. */
  path: string;
  /** Only this method, when given. */
  method: string | null;
  fault: string;
  /** The field an "omit" fault leaves out of the answer (only on such a rule). */
  field?: string;
  /** How many more requests it applies to; null until cleared. */
  times: number | null;
}

const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );

/** The fault rules of one running backend (kept in memory; /_dev/reset clears them). */
export class FaultStore {
  #rules: FaultRule[] = [];
  #nextId = 1;

  add(rule: { path: string; fault: string; field?: string; method?: string; times?: number }): FaultRule {
    const added: FaultRule = {
      id: this.#nextId++,
      path: rule.path.replace(/^\/?(api\/)?/, ""),
      method: rule.method?.toUpperCase() ?? null,
      fault: rule.fault,
      ...(rule.field !== undefined ? { field: rule.field } : {}),
      times: rule.times ?? null,
    };
    this.#rules.push(added);
    return added;
  }

  list(): FaultRule[] {
    return this.#rules.map((rule) => ({ ...rule }));
  }

  clear(): number {
    const count = this.#rules.length;
    this.#rules = [];
    return count;
  }

  /** The fault of the first rule matching this request, counting it as used once. */
  take(apiPath: string, method: string): Fault | null {
    const rule = this.#rules.find(
      (r) => (r.method === null || r.method === method) && globToRegExp(r.path).test(apiPath),
    );
    if (!rule) return null;
    if (rule.times !== null) {
      rule.times -= 1;
      if (rule.times <= 0) this.#rules = this.#rules.filter((r) => r !== rule);
    }
    return parseFault(rule.field !== undefined ? `${rule.fault}:${rule.field}` : rule.fault);
  }
}

const statusMessages = {
  401: "Ikke innlogget",
  406: "Ikke akseptert",
  500: "Intern feil (simulert)",
  503: "Tjenesten er midlertidig utilgjengelig (simulert)",
} as const;

/**
 * Answers the fault, or waits (slow) and returns null so the request goes on as normal. The
 * context's headers (the CSRF cookie) go with the answer.
 */
export async function applyFault(c: Context, fault: Fault): Promise<Response | null> {
  switch (fault.kind) {
    case "omit":
      // Left out of the answer once it is made (api-router.ts, withoutField).
      return null;
    case "slow":
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return null;
    case "malformed":
      // Cut off in the middle: not JSON, let alone the contract.
      c.header("Content-Type", "application/json; charset=UTF-8");
      return c.body('{"data":', 200);
    case "status":
      if (fault.status === 503) c.header("Retry-After", "1");
      return c.json({ error: { status: fault.status, message: statusMessages[fault.status] } }, fault.status);
  }
}

/**
 * The answer `{ data }` without `field`: left out of the data when it is an object, of each item
 * when it is a list (a field further in is reached through its own resource's path).
 */
export function withoutField(answer: { data: unknown }, field: string): { data: unknown } {
  const drop = (value: unknown): unknown => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const { [field]: _left, ...rest } = value as Record<string, unknown>;
    return rest;
  };
  return { data: Array.isArray(answer.data) ? answer.data.map(drop) : drop(answer.data) };
}
