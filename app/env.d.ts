/// <reference types="vite/client" />

declare const __LOCALE__: "nb" | "nn";

declare module "virtual:locale-catalog" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/** Which identity provider the build talks to: the dev backend's emulator, or the real one. */
declare const __IDENTITY_ENV__: "emulator" | "production";

/** Where an answer's data is: inside `{ "data": … }`, or the bare body (app/api/envelope.ts). */
declare const __API_ENVELOPE__: "data" | "none";
