// Sign-in rules of SPEC §4, §5: the login state, the login parameters, and the return location.

export { CALLBACK_PATH } from "./callback-path.ts";

export interface LoginState {
  /** Where to go after sign-in: a same-origin path with query and hash. */
  url: string;
  loginToken: string;
}

const toBase64Url = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

/** atob's refusal of what is not base64: a DOMException, told by name (it may come from another realm). */
const isInvalidCharacter = (error: unknown) =>
  typeof error === "object" && error !== null && "name" in error && error.name === "InvalidCharacterError";

const fromBase64Url = (encoded: string) => {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

/** The state sent to the identity provider: an encoded object with the return url and loginToken. */
export function encodeLoginState(state: LoginState): string {
  return toBase64Url(JSON.stringify({ url: state.url, loginToken: state.loginToken }));
}

/** Reads a state back; null when it is missing or not one of ours. */
export function decodeLoginState(encoded: string | null | undefined): LoginState | null {
  if (!encoded) return null;
  try {
    const value: unknown = JSON.parse(fromBase64Url(encoded));
    if (
      typeof value === "object" &&
      value !== null &&
      typeof (value as LoginState).url === "string" &&
      typeof (value as LoginState).loginToken === "string" &&
      (value as LoginState).loginToken.length > 0
    ) {
      return { url: (value as LoginState).url, loginToken: (value as LoginState).loginToken };
    }
  } catch (error) {
    // Not base64 (atob's InvalidCharacterError) or not JSON (a SyntaxError): not a state we made.
    if (!(isInvalidCharacter(error) || error instanceof SyntaxError)) throw error;
  }
  return null;
}

/**
 * The return location after sign-in: only a same-origin path (with its query and hash) is
 * followed; anything else — another origin, a protocol-relative `//host`, `/\host`, a scheme such
 * as `javascript:`, backslashes, control characters, leading spaces — becomes "/".
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (typeof raw !== "string" || raw === "") return "/";
  // Control characters (including tab, CR, LF, DEL) and backslashes are never in a path we made.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return "/";
  if (!raw.startsWith("/") || raw.startsWith("//")) return "/";
  // Resolve against a fixed origin: if it leaves that origin, it was not a plain path.
  const base = "https://minside.invalid";
  let resolved: URL;
  try {
    resolved = new URL(raw, base);
  } catch (error) {
    // Not a URL at all (a TypeError): not a path of ours.
    if (error instanceof TypeError) return "/";
    throw error;
  }
  if (resolved.origin !== base) return "/";
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

export const ACR_VALUES = ["password", "otp", "sms", "eid-dk", "eid-no", "eid-se", "eid-fi", "eid"] as const;

export interface LoginParams {
  clientId: string;
  sessionDomain: string;
  redirectUri: string;
  state: string;
  acrValues?: string;
}

const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch (error) {
    if (error instanceof TypeError) return false; // not a URL
    throw error;
  }
};

/** The login parameter rules of SPEC §5; returns the problems found (empty when valid). */
export function loginParamProblems(params: LoginParams): string[] {
  const problems: string[] = [];
  if (!params.clientId || params.clientId.trim() === "") problems.push("clientId is required");
  if (!isUrl(params.sessionDomain)) problems.push("sessionDomain must be a valid URL");
  if (!isUrl(params.redirectUri)) problems.push("redirectUri must be a valid URL");
  if (typeof params.state !== "string" || params.state.trim() === "")
    problems.push("state must be a non-empty string");
  const acr = params.acrValues ?? "";
  const acrOk =
    acr === "" ||
    acr === "otp-email" ||
    acr.split(" ").every((value) => (ACR_VALUES as readonly string[]).includes(value));
  if (!acrOk) problems.push(`acrValues is not acceptable: ${acr}`);
  return problems;
}
