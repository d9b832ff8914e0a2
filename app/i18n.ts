// The catalogue of this build's locale only (vite.config.ts resolves virtual:locale-catalog).
import { i18n } from "@lingui/core";
import { messages } from "virtual:locale-catalog";

i18n.loadAndActivate({ locale: __LOCALE__, messages });

export { i18n };
