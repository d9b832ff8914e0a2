// Runs Debian's nginx in the foreground with the configuration the build wrote beside each bundle
// (dist/<code>/nginx.conf), included as it is in a server {} of a small wrapper, and /api/,
// /_identity/ and /_dev/ proxied to the dev backend — so the production headers, cache rules and
// CSP are what the browser gets locally (npm start -- --nginx, npm run preview -- --nginx).
// Everything nginx writes (pid, temp files) goes to a temporary prefix directory; nothing is
// installed or changed outside it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const NGINX_MISSING =
  "nginx is not installed. On Debian or Ubuntu: sudo apt-get install nginx (nothing else is needed: " +
  "it runs in the foreground with a configuration of its own, not the system's).";

const BROTLI_MODULES = [
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  "/usr/share/nginx/modules/ngx_http_brotli_static_module.so",
];

/** The nginx binary, or null when it is not installed. */
export function findNginx(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"])
    if (existsSync(candidate)) return candidate;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

export interface NginxSite {
  /**
   * The bundle directory holding the generated nginx.conf; or, for a title deployed to a folder
   * (scripts/lib/deploy/dir-target.ts), its live.conf, which sets the live release's root and
   * includes its rules.
   */
  bundleDir: string | { liveConf: string };
  /** server_name, e.g. adr.localhost; left out: the default server for every host. */
  serverName?: string;
}

export interface NginxOptions {
  port: number;
  backendPort: number;
  sites: NginxSite[];
  /** Serves the bare host (no site matches) from the dev backend: the gallery, /_dev/ tools. */
  proxyOtherHosts?: boolean;
  /**
   * HTTPS and HTTP/2 with this certificate, as a CDN serves the bundles (bench:lighthouse, ADR 056):
   * without it, plain HTTP/1.1.
   */
  tls?: { certificate: string; key: string };
  /**
   * A master process and a worker, as nginx runs in production, so that SIGHUP reloads the
   * configuration gracefully (a deploy whose nginx.conf changed, tests/e2e/releases.test.ts); one
   * process otherwise.
   */
  reloadable?: boolean;
}

/**
 * A certificate for *.localhost made for one run (openssl, valid a day), in `dir`. Browsers do not
 * trust it: whoever uses it tells its browser to accept it (bench:lighthouse does).
 */
export function throwawayCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
      "-addext",
      "subjectAltName=DNS:localhost,DNS:*.localhost",
      "-keyout",
      key,
      "-out",
      certificate,
    ]),
    { encoding: "utf8" },
  );
  if (made.error || made.status !== 0)
    throw new Error(
      `openssl could not make a certificate (apt-get install openssl): ${made.stderr ?? made.error}`,
    );
  return { certificate, key };
}

function proxyLocations(backend: string) {
  return ["/api/", "/_identity/", "/_dev/"].map(
    (prefix) => `    location ${prefix} { proxy_pass ${backend}; }`,
  );
}

/** The wrapper nginx.conf: one server {} per site, each including the site's generated rules. */
export function wrapperConfig(options: NginxOptions, prefix: string, brotliModule: string | null): string {
  const backend = `http://127.0.0.1:${options.backendPort}`;
  const listen = `127.0.0.1:${options.port}`;
  // `listen … ssl http2`: the form Debian's nginx (1.22) knows; newer ones also take `http2 on`.
  const secure = options.tls ? " ssl http2" : "";
  const certificate = options.tls
    ? [`    ssl_certificate ${options.tls.certificate};`, `    ssl_certificate_key ${options.tls.key};`]
    : [];
  const servers = options.sites.map((site) =>
    [
      "  server {",
      `    listen ${listen}${site.serverName ? "" : " default_server"}${secure};`,
      ...certificate,
      ...(site.serverName ? [`    server_name ${site.serverName};`] : []),
      ...(typeof site.bundleDir === "string" ? [`    root ${site.bundleDir};`] : []),
      ...proxyLocations(backend),
      typeof site.bundleDir === "string"
        ? `    include ${path.join(site.bundleDir, "nginx.conf")};`
        : `    include ${site.bundleDir.liveConf};`,
      "  }",
    ].join("\n"),
  );
  if (options.proxyOtherHosts)
    servers.push(
      [
        "  server {",
        `    listen ${listen} default_server${secure};`,
        ...certificate,
        `    location / { proxy_pass ${backend}; }`,
        "  }",
      ].join("\n"),
    );
  const temp = (name: string) => path.join(prefix, "temp", name);
  return [
    "# Written by scripts/lib/serve-config/local-nginx.ts for a local run; thrown away when it stops.",
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    "daemon off;",
    `master_process ${options.reloadable ? "on" : "off"};`,
    // A worker of a root master runs as nobody, who may not read a folder made for this run.
    ...(options.reloadable && process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes 1;",
    `pid ${path.join(prefix, "nginx.pid")};`,
    "error_log stderr warn;",
    "events { worker_connections 256; }",
    "http {",
    existsSync("/etc/nginx/mime.types") ? "  include /etc/nginx/mime.types;" : "  types { text/html html; }",
    "  default_type application/octet-stream;",
    "  access_log off;",
    "  sendfile on;",
    "  server_tokens off;",
    `  client_body_temp_path ${temp("body")};`,
    `  proxy_temp_path ${temp("proxy")};`,
    `  fastcgi_temp_path ${temp("fastcgi")};`,
    `  uwsgi_temp_path ${temp("uwsgi")};`,
    `  scgi_temp_path ${temp("scgi")};`,
    // The dev backend decides about body sizes and slow answers, as the platform does.
    "  client_max_body_size 64m;",
    "  proxy_read_timeout 300s;",
    "  proxy_buffering off;",
    "  proxy_http_version 1.1;",
    "  proxy_set_header Host $http_host;",
    "  proxy_set_header X-Forwarded-Proto $scheme;",
    ...servers,
    "}",
    "",
  ].join("\n");
}

/** Starts nginx in the foreground; resolves once it listens, rejects with its own words if it fails. */
export async function startNginx(options: NginxOptions): Promise<ChildProcess> {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  for (const site of options.sites)
    if (typeof site.bundleDir === "string" && !existsSync(path.join(site.bundleDir, "nginx.conf")))
      throw new Error(`${site.bundleDir}/nginx.conf is missing: build the title first (npm run build).`);
  const prefix = mkdtempSync(path.join(tmpdir(), "minside-nginx-"));
  mkdirSync(path.join(prefix, "temp"), { recursive: true });
  const brotliModule = BROTLI_MODULES.find((file) => existsSync(file)) ?? null;
  // The generated rules include minside-brotli.conf from nginx's configuration directory: there
  // only when the module is loaded (nginx.ts, BROTLI_INCLUDE).
  if (brotliModule) writeFileSync(path.join(prefix, "minside-brotli.conf"), "brotli_static on;\n");
  const confFile = path.join(prefix, "nginx.conf");
  writeFileSync(confFile, wrapperConfig(options, prefix, brotliModule));

  const test = spawnSync(nginx, ["-t", "-q", "-p", prefix, "-c", confFile, "-e", "stderr"], {
    encoding: "utf8",
  });
  if (test.status !== 0) throw new Error(`nginx refused the configuration (${confFile}):\n${test.stderr}`);

  const child = spawn(nginx, ["-p", prefix, "-c", confFile, "-e", "stderr"], {
    stdio: ["ignore", "inherit", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
  child.on("exit", cleanUp);
  // The server that started nginx usually exits first (Ctrl-C): its folder goes then too, or every
  // run of `npm run preview -- --nginx` left a /tmp/minside-nginx-* behind.
  process.once("exit", cleanUp);
  await new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const poll = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx stopped:\n${stderr}`));
      // Over TLS, nginx answers this plain request with a 400: it listens, which is all this asks.
      fetch(`http://127.0.0.1:${options.port}/_dev/`, { method: "HEAD" }).then(
        () => resolve(),
        () =>
          Date.now() > deadline
            ? reject(new Error(`nginx did not answer:\n${stderr}`))
            : setTimeout(poll, 100),
      );
    };
    poll();
  });
  return child;
}
