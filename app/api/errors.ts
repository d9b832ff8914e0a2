// What a call to /api/ can fail with. Kept apart from the ky client so the shell's error boundary
// (app/root.tsx, on every prerendered page) can recognise them without loading ky or zod.
import type { EndpointName } from "./contract.ts";

export type ApiErrorKind = "http" | "network" | "malformed";

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly fields: Record<string, string[]> | undefined;
  readonly endpoint: EndpointName;
  /** The platform's reason where one status has several meanings. */
  readonly code: string | undefined;

  constructor(
    endpoint: EndpointName,
    kind: ApiErrorKind,
    status: number,
    message: string,
    fields?: Record<string, string[]>,
    code?: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.endpoint = endpoint;
    this.kind = kind;
    this.status = status;
    this.fields = fields;
    this.code = code;
  }
}

/**
 * An answer the app refuses to act on, such as a payment URL off the provider list: not a call that
 * failed, so no form offers to send it again — the error screen explains it (app/root.tsx).
 */
export class RefusedAnswer extends ApiError {}

/** Thrown after sign-in has been started; the page is on its way to the identity provider. */
export class SignInStarted extends Error {
  constructor() {
    super("Sign-in started");
    this.name = "SignInStarted";
  }
}
