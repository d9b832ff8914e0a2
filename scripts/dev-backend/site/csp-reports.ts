// /_dev/csp-reports: where bundles built with `--identity emulator` send Content-Security-Policy
// violation reports (report-uri, and report-to through Reporting-Endpoints; the real bundles send
// them to the monitoring service, ADR 016). Kept in memory and printed, so a violation while trying
// the portal locally is seen, and a browser test can read them back.
import { Hono } from "hono";

export interface CspReport {
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  sample: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The reports in one body: report-uri sends {"csp-report": {…}}, report-to an array of reports. */
export function parseCspReports(body: unknown): CspReport[] {
  const items = Array.isArray(body) ? body : [body];
  const reports: CspReport[] = [];
  for (const item of items) {
    if (typeof item !== "object" || item === null) continue;
    const record = item as Record<string, unknown>;
    const legacy = record["csp-report"] as Record<string, unknown> | undefined;
    const modern = record.type === "csp-violation" ? (record.body as Record<string, unknown>) : undefined;
    if (legacy)
      reports.push({
        documentUri: text(legacy["document-uri"]),
        violatedDirective: text(legacy["violated-directive"] ?? legacy["effective-directive"]),
        blockedUri: text(legacy["blocked-uri"]),
        sample: text(legacy["script-sample"]),
      });
    else if (modern)
      reports.push({
        documentUri: text(modern.documentURL),
        violatedDirective: text(modern.effectiveDirective),
        blockedUri: text(modern.blockedURL),
        sample: text(modern.sample),
      });
  }
  return reports;
}

export function createCspReportsRouter({ quiet }: { quiet: boolean }) {
  const router = new Hono();
  const received: CspReport[] = [];
  router.post("/", async (c) => {
    // Browsers send application/csp-report or application/reports+json: read the text as JSON.
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: { status: 400, message: "Rapporten er ikke JSON" } }, 400);
    }
    const reports = parseCspReports(body);
    received.push(...reports);
    if (!quiet)
      for (const report of reports)
        console.warn(
          `CSP violation on ${report.documentUri}: ${report.violatedDirective} ${report.blockedUri}`,
        );
    return c.body(null, 204);
  });
  router.get("/", (c) => c.json(received));
  router.delete("/", (c) => {
    received.length = 0;
    return c.body(null, 204);
  });
  return router;
}
