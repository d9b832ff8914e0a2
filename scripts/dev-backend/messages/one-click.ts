// The RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` (a form) to the
// address in the e-mail's List-Unsubscribe header, `/api/unsubscribe?token=…`. The contract's
// unsubscribe takes JSON, so this turns the form into the same call ({ token }) and hands it to the
// /api/ router: one handler, the same checks and answer. A GET there (a client that only opens the
// link) changes nothing and goes on to the portal's page for the link, /avmeld.
import type { Context, Next } from "hono";

const FORM = "application/x-www-form-urlencoded";

export function oneClickUnsubscribe(api: { fetch: (request: Request) => Response | Promise<Response> }) {
  return async (c: Context, next: Next) => {
    const url = new URL(c.req.url);
    const token = url.searchParams.get("token");
    if (c.req.method === "GET" && token !== null)
      return c.redirect(`/avmeld?token=${encodeURIComponent(token)}`, 303);
    if (c.req.method !== "POST" || !(c.req.header("content-type") ?? "").startsWith(FORM)) return next();
    const form = new URLSearchParams(await c.req.text());
    if (token === null || form.get("List-Unsubscribe") !== "One-Click")
      return c.json(
        {
          error: {
            status: 400,
            message: "Ugyldig forespørsel",
            fields: { "List-Unsubscribe": ["One-Click"] },
          },
        },
        400,
      );
    url.search = "";
    return api.fetch(
      new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token }),
      }),
    );
  };
}
