// /_identity/*: the Schibsted account identity provider as @schibsted/account-sdk-browser 5.1.1
// sees it, with `env` and `sessionDomain` both pointing here. Signing in means picking a persona
// (or passing login_hint=<persona id>); the authorization code it hands out is what /api/handlecode
// exchanges for the portal's session. No tokens ever reach the browser.
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SIGNED_IN_HINT_KEY } from "#app/auth/signed-in-hint.ts";
import { allPersonas } from "#tests/fixtures/personas/all.ts";
import {
  findUser,
  isSameOrigin,
  originOf,
  randomToken,
  type BackendDeps,
} from "#scripts/dev-backend/core/deps.ts";
import { SESSION_COOKIE_OPTIONS, startSession } from "#scripts/dev-backend/account/handlers.ts";
import { many, one, run, transaction } from "#scripts/dev-backend/core/sqlite.ts";
import { SESSION_COOKIE } from "#scripts/dev-backend/core/handler.ts";
import type { UserRow } from "#scripts/dev-backend/core/rows.ts";
import { escapeHtml, htmlPage } from "#scripts/dev-backend/core/html-page.ts";

export const IDP_SESSION_COOKIE = "idp_session";
const IDP_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

/** The OAuth parameters the login page carries from the chooser back to the POST. */
const OAUTH_PARAMS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "acr_values",
  "tag",
  "teaser",
  "max_age",
  "locale",
  "one_step_login",
  "prompt",
] as const;

function signedInUser(deps: BackendDeps, c: Context): UserRow | null {
  const id = getCookie(c, IDP_SESSION_COOKIE);
  if (!id) return null;
  const row = one<{ spid_id: number; created_at: number }>(
    deps.db,
    "SELECT * FROM idp_sessions WHERE id = ?",
    id,
  );
  if (!row || deps.now() - row.created_at > IDP_SESSION_MS) return null;
  return findUser(deps.db, row.spid_id) ?? null;
}

/** What is wrong with an authorize request (empty when it may go on). */
function authorizeProblems(params: Record<string, string>, origin: string): string[] {
  const problems: string[] = [];
  if (params.response_type !== "code") problems.push("response_type må være «code».");
  if (!(params.scope ?? "").split(/\s+/).includes("openid")) problems.push("scope må inneholde «openid».");
  if (!params.state) problems.push("state mangler.");
  const redirect = params.redirect_uri ?? "";
  if (!isSameOrigin(redirect, origin) || new URL(redirect).pathname !== "/callback")
    problems.push(`redirect_uri må være ${origin}/callback.`);
  return problems;
}

const errorPage = (c: Context, heading: string, problems: string[]) =>
  c.html(
    htmlPage(
      `${heading} – Schibsted-konto (utviklingsmiljø)`,
      `<h1>${escapeHtml(heading)}</h1>
<ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>
<p><a href="/">Til forsiden</a></p>`,
    ),
    400,
  );

function loginPage(deps: BackendDeps, c: Context, params: Record<string, string>) {
  const hidden = OAUTH_PARAMS.filter((name) => params[name])
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name]!)}">`)
    .join("");
  const seeded = new Set(
    many<{ persona_id: string }>(deps.db, "SELECT persona_id FROM users WHERE persona_id IS NOT NULL").map(
      (u) => u.persona_id,
    ),
  );
  const items = allPersonas()
    .filter((p) => seeded.has(p.id))
    .map(
      (p) => `<li>
<form method="post" action="${escapeHtml(c.req.path)}">${hidden}
<button type="submit" name="persona" value="${p.id}" data-persona="${p.id}"><span class="name">${escapeHtml(p.name)}</span> <span class="description">${escapeHtml(p.description)}</span></button>
</form>
<span class="hint">login_hint: ${p.id}</span>
</li>`,
    )
    .join("\n");
  return c.html(
    htmlPage(
      "Logg inn – Schibsted-konto (utviklingsmiljø)",
      `<h1>Logg inn</h1>
<p class="note">Dette er den lokale etterligningen av Schibsted-kontoen, bare for utvikling og test. Det finnes ingen passord her: velg hvem du vil logge inn som.</p>
<h2 id="personas">Testpersoner</h2>
<ul class="choices" aria-labelledby="personas">
${items}
</ul>`,
    ),
  );
}

/**
 * The identity provider's own session for the user, in place of the browser's previous one, and its
 * cookie (in the caller's transaction when there is one).
 */
export function startIdpSession(deps: BackendDeps, c: Context, user: UserRow): string {
  const sessionId = randomToken();
  const previous = getCookie(c, IDP_SESSION_COOKIE);
  if (previous) run(deps.db, "DELETE FROM idp_sessions WHERE id = ?", previous);
  run(
    deps.db,
    "INSERT INTO idp_sessions (id, spid_id, created_at) VALUES (?, ?, ?)",
    sessionId,
    user.spid_id,
    deps.now(),
  );
  setCookie(c, IDP_SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: IDP_SESSION_MS / 1000,
  });
  return sessionId;
}

/** Signs the persona in at the identity provider and sends the browser back with a code. */
function signIn(deps: BackendDeps, c: Context, user: UserRow, params: Record<string, string>) {
  const { db } = deps;
  const code = randomToken();
  transaction(db, () => {
    startIdpSession(deps, c, user);
    run(
      db,
      "INSERT INTO auth_codes (code, spid_id, redirect_uri, created_at) VALUES (?, ?, ?, ?)",
      code,
      user.spid_id,
      params.redirect_uri!,
      deps.now(),
    );
  });
  const target = new URL(params.redirect_uri!);
  target.searchParams.set("code", code);
  target.searchParams.set("state", params.state!);
  return c.redirect(target.href, 302);
}

const personaUser = (deps: BackendDeps, id: string) =>
  one<UserRow>(deps.db, "SELECT * FROM users WHERE persona_id = ?", id);

export function createIdentityRouter(deps: BackendDeps): Hono {
  const router = new Hono();

  // hasSession(): the SDK reads this with credentials; no session is a non-2xx (it throws).
  router.get("/v2/session", (c) => {
    c.header("Cache-Control", "no-store");
    const user = signedInUser(deps, c);
    if (!user)
      return c.json({ error: { code: 401, type: "UserException", description: "No session found" } }, 401);
    return c.json({
      result: true,
      userStatus: "connected",
      userId: user.spid_id,
      uuid: user.uuid,
      pairId: user.pair_id,
      sdrn: `sdrn:spid.no:user:${user.spid_id}`,
      displayName: `${user.given_name} ${user.family_name}`,
      givenName: user.given_name,
      familyName: user.family_name,
      expiresIn: 300,
      serverTime: Math.floor(deps.now() / 1000),
    });
  });

  router.get("/user-context", (c) => {
    c.header("Cache-Control", "no-store");
    const user = signedInUser(deps, c);
    if (!user)
      return c.json({ error: { code: 401, type: "UserException", description: "No session found" } }, 401);
    return c.json({
      identifier: user.uuid,
      display_text: `${user.given_name} ${user.family_name}`,
      client_name: "Min side",
    });
  });

  router.get("/oauth/authorize", (c) => {
    const params = c.req.query();
    const problems = authorizeProblems(params, originOf(c));
    if (problems.length > 0) return errorPage(c, "Ugyldig innloggingsforespørsel", problems);
    const hint = params.login_hint && personaUser(deps, params.login_hint);
    if (hint) return signIn(deps, c, hint, params);
    return loginPage(deps, c, params);
  });

  router.post("/oauth/authorize", async (c) => {
    const form = await c.req.parseBody();
    const params: Record<string, string> = { ...c.req.query() };
    for (const [key, value] of Object.entries(form)) if (typeof value === "string") params[key] = value;
    const problems = authorizeProblems(params, originOf(c));
    if (problems.length > 0) return errorPage(c, "Ugyldig innloggingsforespørsel", problems);
    const user = personaUser(deps, params.persona ?? params.login_hint ?? "");
    if (!user) return errorPage(c, "Ukjent testperson", [`Fant ingen testperson «${params.persona ?? ""}».`]);
    return signIn(deps, c, user, params);
  });

  router.get("/logout", (c) => {
    const origin = originOf(c);
    const redirect = c.req.query("redirect_uri") ?? `${origin}/`;
    if (!isSameOrigin(redirect, origin))
      return errorPage(c, "Ugyldig utloggingsforespørsel", [`redirect_uri må være på ${origin}.`]);
    const id = getCookie(c, IDP_SESSION_COOKIE);
    if (id) run(deps.db, "DELETE FROM idp_sessions WHERE id = ?", id);
    deleteCookie(c, IDP_SESSION_COOKIE, { path: "/" });
    return c.redirect(redirect, 302);
  });

  const profile = (c: Context) => {
    const user = signedInUser(deps, c);
    const details = user
      ? `<dl>
  <dt>Navn</dt><dd>${escapeHtml(`${user.given_name} ${user.family_name}`)}</dd>
  <dt>E-post</dt><dd>${escapeHtml(user.email)}</dd>
</dl>`
      : "<p>Du er ikke logget inn.</p>";
    return c.html(
      htmlPage(
        "Din Schibsted-konto (utviklingsmiljø)",
        `<h1>Din Schibsted-konto</h1>
<p class="note">Lokal etterligning: her ville du endret navn, e-post og telefonnummer.</p>
${details}
<p><a href="/">Tilbake til Min side</a></p>`,
      ),
    );
  };
  router.get("/profile-pages", profile);
  router.get("/profile-pages/*", profile);

  return router;
}

/**
 * POST /_dev/sign-in {persona}: the browser signed in as the persona, at the identity provider and
 * at the platform, as if it had gone through the authorize page and /callback — for journeys that
 * are not about signing in (tests/e2e/session.ts signInAs), which then open their page directly
 * instead of loading the portal twice and the identity provider's page once (ADR 041); as a GET
 * with `to`, a link that opens a screen signed in (the gallery's translators' pages). Never
 * shipped: /_dev/* is the dev backend's. The journeys about signing in go the real way.
 */
const devSignIn = z.object({ persona: z.string().min(1).max(64) });

export function addDevSignIn(router: Hono, deps: BackendDeps) {
  router.post("/sign-in", async (c) => {
    const parsed = devSignIn.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: z.flattenError(parsed.error) }, 400);
    const { persona } = parsed.data;
    const user = personaUser(deps, persona);
    if (!user) return c.json({ error: `Fant ingen testperson «${persona}».` }, 404);
    const [idpSession, session] = transaction(deps.db, () => [
      startIdpSession(deps, c, user),
      startSession(deps.db, user.spid_id, deps.now()),
    ]);
    setCookie(c, SESSION_COOKIE, session.id, SESSION_COOKIE_OPTIONS);
    // Also in the body, for a test runner that calls from outside the title's origin (Node cannot
    // resolve *.localhost) and hands the cookies to its browser itself.
    const cookies = { [IDP_SESSION_COOKIE]: idpSession, [SESSION_COOKIE]: session.id };
    return c.json({ signedIn: persona, cookies });
  });

  /**
   * A path on this origin and nothing a browser could read otherwise: one "/" first, then no "/" or
   * "\\" (a host), and no whitespace or control character anywhere — a browser drops tabs and line
   * breaks from a URL, so "/\t/evil.example" would go to evil.example.
   */
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  const PLAIN_PATH = /^\/(?![/\\])[^\s\u0000-\u001F\u007F-\u009F\\]*$/u;

  // GET /_dev/sign-in?persona=subscriber&to=/fakturaoversikt: the same, then on to that page of
  // this title — the link the translators' pages of the gallery give for each screen
  // (scripts/lib/translator-pages.ts). Only a path on this origin is followed.
  router.get("/sign-in", (c) => {
    const parsed = devSignIn.safeParse({ persona: c.req.query("persona") });
    const to = c.req.query("to") ?? "/";
    if (!parsed.success || !PLAIN_PATH.test(to))
      return c.text("persona=<id> and to=/<path on this title> are needed", 400);
    const user = personaUser(deps, parsed.data.persona);
    if (!user) return c.text(`Fant ingen testperson «${parsed.data.persona}».`, 404);
    transaction(deps.db, () => {
      startIdpSession(deps, c, user);
      setCookie(
        c,
        SESSION_COOKIE,
        startSession(deps.db, user.spid_id, deps.now()).id,
        SESSION_COOKIE_OPTIONS,
      );
    });
    // What /callback leaves in the tab (as signInAs in tests/e2e/session.ts does): the hint that
    // someone signed in here, without which an opened page does not ask (app/auth/signed-in-hint.ts),
    // and no identity SDK answer kept from whoever was signed in before.
    const script = `localStorage.setItem(${JSON.stringify(SIGNED_IN_HINT_KEY)},"1");sessionStorage.removeItem("hasSession-cache");location.replace(${JSON.stringify(to).replace(/</g, "\\u003c")});`;
    c.header("Cache-Control", "no-store");
    return c.html(
      htmlPage(
        "Logger inn (utviklingsmiljø)",
        `<h1>Logger inn som ${escapeHtml(user.given_name)} ${escapeHtml(user.family_name)}</h1>
<p><a href="${escapeHtml(to)}">Gå videre</a></p>
<script>${script}</script>`,
      ),
    );
  });
}
