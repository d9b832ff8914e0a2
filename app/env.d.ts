/// <reference types="vite/client" />

declare const __LOCALE__: "nb" | "nn";

declare module "virtual:locale-catalog" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
