// The rules for inviting a company's employees (SPEC §5 Business invitations): addresses must be
// valid and on the company's e-mail domain, duplicates are marked and only new ones are added, and
// no more than the maximum number of invitations is used. Pure: the admin page reviews pasted text
// and uploaded spreadsheets with these before anything is sent, and the list is filtered and paged
// here too.

/** Why an address will not be invited, or "new" when it will. */
export type Verdict =
  | "new"
  | "too-long"
  | "not-text"
  | "invalid"
  | "wrong-domain"
  | "duplicate"
  | "already-invited"
  | "over-maximum";

export interface Candidate {
  /** As the admin typed it or the spreadsheet held it (trimmed). */
  address: string;
  /** The spreadsheet's row number (1-based), when it came from a file. */
  row?: number;
}

export interface ReviewLine extends Candidate {
  verdict: Verdict;
}

export interface Company {
  emailDomain: string;
  maxInvitations: number;
}

// Deliberately plain: one @, a local part of the printable ASCII an address may hold (no spaces,
// emoji or invisible marks), a dot in a domain of letters, digits and hyphens.
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
/** The longest address mail can be sent to (RFC 5321). */
export const MAX_ADDRESS_LENGTH = 254;
// Anything but printable ASCII: control characters, emoji, letters an address cannot hold, marks.
const NOT_ADDRESS_TEXT = /[^\u0021-\u007E]/;

/** The form in which addresses are compared and sent: trimmed, lower case. */
export const normalizeAddress = (raw: string) => raw.trim().toLowerCase();

/** Why an address cannot be sent to at all, or null when its shape is right. */
function addressProblem(raw: string): "too-long" | "not-text" | "invalid" | null {
  const address = raw.trim();
  if (address.length > MAX_ADDRESS_LENGTH) return "too-long";
  if (NOT_ADDRESS_TEXT.test(address)) return "not-text";
  return EMAIL.test(address) ? null : "invalid";
}

/** The part after the @, lower case ("" when there is none). */
export const domainOf = (address: string) => {
  const at = address.lastIndexOf("@");
  return at < 0
    ? ""
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

/** Only the company's own domain: "moebygg.no", not "post.moebygg.no" nor "moebygg.no.evil.com". */
export const isOnCompanyDomain = (address: string, emailDomain: string) =>
  domainOf(address) === emailDomain.toLowerCase();

/** Pasted text split on commas, semicolons, spaces and line breaks; empty pieces dropped. */
export function splitAddresses(text: string): Candidate[] {
  return text
    .split(/[\s,;]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== "")
    .map((address) => ({ address }));
}

/**
 * Each candidate's verdict, in order: invalid, wrong domain, a duplicate of one above, already
 * invited, over the maximum (the slots left are taken by the first new valid ones), else new.
 */
export function reviewAddresses(
  candidates: readonly Candidate[],
  company: Company,
  alreadyInvited: readonly string[],
): ReviewLine[] {
  const invited = new Set(alreadyInvited.map(normalizeAddress));
  const seen = new Set<string>();
  let slotsLeft = Math.max(0, company.maxInvitations - invited.size);
  return candidates.map((candidate) => {
    const address = normalizeAddress(candidate.address);
    const problem = addressProblem(address);
    const verdict = ((): Verdict => {
      if (problem) return problem;
      if (!isOnCompanyDomain(address, company.emailDomain)) return "wrong-domain";
      if (seen.has(address)) return "duplicate";
      seen.add(address);
      if (invited.has(address)) return "already-invited";
      if (slotsLeft === 0) return "over-maximum";
      slotsLeft -= 1;
      return "new";
    })();
    return { ...candidate, address: problem ? candidate.address.trim() : address, verdict };
  });
}

/** The addresses a review will send: the new ones, once each. */
export const addressesToSend = (lines: readonly ReviewLine[]) =>
  lines.filter((line) => line.verdict === "new").map((line) => line.address);

export interface SheetAddresses {
  candidates: Candidate[];
  /** Row numbers (1-based) of empty rows, which are skipped. */
  emptyRows: number[];
  /** The first row held a column heading (no @), not an address. */
  headerRow: boolean;
}

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
};

/**
 * The first column of a spreadsheet's rows as candidates: a first row without an @ is a heading,
 * empty rows are skipped (and counted), every other row is a candidate with its row number.
 */
export function addressesFromRows(rows: readonly (readonly unknown[])[]): SheetAddresses {
  const candidates: Candidate[] = [];
  const emptyRows: number[] = [];
  let headerRow = false;
  rows.forEach((cells, index) => {
    const value = cellText(cells[0]);
    const row = index + 1;
    if (value === "") {
      // A row with something in another column but not in the first is also without an address.
      emptyRows.push(row);
      return;
    }
    if (candidates.length === 0 && !headerRow && emptyRows.length === index && !value.includes("@")) {
      headerRow = true;
      return;
    }
    candidates.push({ address: value, row });
  });
  // Empty rows after the last address are what spreadsheets leave behind, not worth a mention.
  const lastRow = candidates.at(-1)?.row ?? 0;
  return { candidates, emptyRows: emptyRows.filter((row) => row < lastRow), headerRow };
}

/** The rows of a CSV file (comma or semicolon separated, as Norwegian Excel saves it; quotes allowed). */
export function csvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

// ─── The list of invitations ────────────────────────────────────────────────────────────────────

export type InvitationStatus = "emailSent" | "active";
export type StatusFilter = "all" | "sent" | "active";

export interface ListedInvitation {
  email: string;
  status: InvitationStatus;
}

export const statusFilterOf = (raw: string | null): StatusFilter =>
  raw === "sent" || raw === "active" ? raw : "all";

/** The invitations with the status asked for whose address contains the search text. */
export function filterInvitations<T extends ListedInvitation>(
  invitations: readonly T[],
  status: StatusFilter,
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  return invitations.filter(
    (invitation) =>
      (status === "all" ||
        (status === "sent" ? invitation.status === "emailSent" : invitation.status === "active")) &&
      (needle === "" || invitation.email.toLowerCase().includes(needle)),
  );
}

export const PAGE_SIZE = 50;

export interface Paged<T> {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** 1-based positions of the first and last item shown (0 and 0 when there are none). */
  first: number;
  last: number;
  total: number;
}

export function pageOf<T>(items: readonly T[], requested: number, size = PAGE_SIZE): Paged<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(1, Number.isFinite(requested) ? Math.trunc(requested) : 1), pages);
  const start = (page - 1) * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page,
    pages,
    first: shown.length === 0 ? 0 : start + 1,
    last: start + shown.length,
    total: items.length,
  };
}
