// The messages the reader chose (app/api/contract/messages.ts, docs/decisions/080): read them, save
// one change at a time, and turn off what an e-mail's stop link names without a session. What the
// choices do to each message: deliver.ts.
import type { MessageKind } from "#app/api/contract/messages.ts";
import {
  ApiError,
  knownTitle,
  notGranted,
  ownAccount,
  type Handlers,
} from "#scripts/dev-backend/core/handler.ts";
import { one } from "#scripts/dev-backend/core/sqlite.ts";
import {
  addressesOf,
  choiceOf,
  KINDS,
  kindsFor,
  preferencesOf,
  saveChoice,
  saveSubscribed,
} from "./choices.ts";
import { newsletterOf } from "./newsletters.ts";
import { checkToken } from "./token.ts";

const NOT_FOR_YOU = "Denne typen meldinger gjelder ikke abonnementet ditt";
const NO_NEWSLETTER = "Ukjent nyhetsbrev";
const TOKEN_REFUSED = {
  invalid: "Lenken er ikke gyldig: ingenting er endret",
  expired: "Lenken er for gammel (over 60 dager): ingenting er endret",
} as const;

const refused = (reason: keyof typeof TOKEN_REFUSED) =>
  new ApiError(422, TOKEN_REFUSED[reason], { reason: [reason] });

export const messagesHandlers = {
  getMessagePreferences: (ctx) => {
    const title = knownTitle(ctx.deps, ctx.params.titleCode);
    ownAccount(ctx, ctx.params.accountNo);
    return preferencesOf(ctx.db, ctx.params.accountNo, title);
  },

  saveMessagePreference: (ctx) => {
    const { body, db } = ctx;
    const title = knownTitle(ctx.deps, body.titleCode);
    const account = ownAccount(ctx, body.ariaAccountNo);
    // Only the reader chooses what they get: a helper (fullmakt) is refused even with a grant.
    if (account.spid_id !== ctx.session!.spidId) throw notGranted();
    const at = { accountNo: account.aria_account_no, titleCode: title.titleCode };
    const { change } = body;
    if ("kind" in change) {
      if (!kindsFor(db, at.accountNo, at.titleCode).includes(change.kind))
        throw new ApiError(404, NOT_FOR_YOU);
      const to = addressesOf(db, at.accountNo);
      if (change.sms && to.phone === null)
        throw new ApiError(422, "Vi har ikke telefonnummeret ditt", { reason: ["no-phone"] });
      if (change.email && to.email === null)
        throw new ApiError(422, "Vi har ikke e-postadressen din", { reason: ["no-email"] });
      saveChoice(db, at, change.kind, { email: change.email, sms: change.sms });
    } else {
      if (!newsletterOf(title, change.newsletterId)) throw new ApiError(404, NO_NEWSLETTER);
      saveSubscribed(db, at, change.newsletterId, change.subscribed);
    }
    return preferencesOf(db, at.accountNo, title);
  },

  /** Token-authenticated (no session, no CSRF: core/api-router.ts); also the RFC 8058 one-click POST (one-click.ts). */
  unsubscribe: (ctx) => {
    const { db } = ctx;
    const check = checkToken(ctx.body.token, ctx.now);
    if (!check.ok) throw refused(check.reason);
    const { accountNo, titleCode, names } = check.claims;
    const title = ctx.deps.titles.find((t) => t.titleCode === titleCode);
    const known = one(db, "SELECT 1 FROM accounts WHERE aria_account_no = ?", accountNo);
    if (!title || !known) throw refused("invalid");
    const at = { accountNo, titleCode };
    if (names.startsWith("newsletter:")) {
      const newsletter = newsletterOf(title, names.slice("newsletter:".length));
      if (!newsletter) throw refused("invalid");
      saveSubscribed(db, at, newsletter.newsletterId, false);
      const { newsletterId, name } = newsletter;
      return { titleCode, kind: null, newsletter: { newsletterId, name } };
    }
    const kind = KINDS.find((k) => k === names) as MessageKind | undefined;
    if (!kind) throw refused("invalid");
    // Only the e-mails of that kind: an SMS chosen for it goes on.
    saveChoice(db, at, kind, { ...choiceOf(db, accountNo, titleCode, kind), email: false });
    return { titleCode, kind, newsletter: null };
  },
} satisfies Partial<Handlers>;
