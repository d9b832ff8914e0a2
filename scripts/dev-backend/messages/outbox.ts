// GET /_dev/outbox's record of one message: what was sent (or held back) by which channel, to whom,
// the text, when; its kind, the account, the status and why, and the e-mail's headers.
export interface OutboxRow {
  channel: string;
  recipient: string;
  text: string;
  created_at: number;
  kind: string | null;
  account: string | null;
  status: "sent" | "held";
  reason: string | null;
  headers: string | null;
}

export const outboxRecord = (r: OutboxRow) => ({
  channel: r.channel,
  recipient: r.recipient,
  text: r.text,
  createdAt: new Date(r.created_at).toISOString(),
  kind: r.kind,
  account: r.account,
  status: r.status,
  reason: r.reason,
  headers: r.headers === null ? {} : (JSON.parse(r.headers) as Record<string, string>),
});
