// The local stand-in for the CDN (and, from the sign-in issue on, the platform's /api/ and the
// identity provider), on one origin. Hono with web-standard Request/Response: unit tests call
// app.fetch() in-process without a port.
import { existsSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { serveBundle, titleFromHost } from "./static-site.ts";

export interface DevBackendOptions {
  /** The dist/ directory holding <code>/ bundles and the gallery index.html. */
  distDir: string;
  /** Serve this one title at the root of every host; otherwise each title on <code>.localhost. */
  titleCode?: string;
}

export function createDevBackend(options: DevBackendOptions) {
  const app = new Hono();
  const distDir = path.resolve(options.distDir);

  app.get("*", (c) => {
    if (options.titleCode) return serveBundle(c, path.join(distDir, options.titleCode.toLowerCase()));

    const code = titleFromHost(c.req.header("host"));
    if (code) {
      const dir = path.join(distDir, code);
      if (!existsSync(path.join(dir, "index.html"))) return c.text(`No bundle for "${code}" in dist/.`, 404);
      return serveBundle(c, dir);
    }
    // The bare host: the gallery; /<code>/… opens that title on its own origin.
    const url = new URL(c.req.url);
    const [, first, ...rest] = url.pathname.split("/");
    if (first && existsSync(path.join(distDir, first, "index.html"))) {
      url.hostname = `${first}.localhost`;
      url.pathname = `/${rest.join("/")}`;
      return c.redirect(url.href, 302);
    }
    return serveBundle(c, distDir);
  });

  return app;
}
