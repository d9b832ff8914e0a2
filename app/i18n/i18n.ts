// The catalogue of this build's locale only (vite.config.ts resolves virtual:locale-catalog).
import { i18n } from "@lingui/core";
import { messages } from "virtual:locale-catalog";

// load() adds to what modules evaluated before this one registered (their own texts,
// scripts/lib/locale-catalogs.ts); loadAndActivate() would replace them.
i18n.load(__LOCALE__, messages);
i18n.activate(__LOCALE__);

export { i18n };
