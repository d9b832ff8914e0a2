// Each title's one series of document numbers (series.ts): a row per number issued, never changed or
// deleted; `seq` 1, 2, 3… is the number 10001, 10002, 10003…; `ref` what it numbers (the invoice's
// number, the payment's id, the note's source).
//
// The credit and debit notes a title has issued (documents/ledger.ts): written once, never changed
// or deleted. `seq` is the note's place in its title's series (document_series); `source` the credit it is
// issued for ("stop:<change id>", "complaint:<case number>"); `refers_to` the seq of the source's
// first note, which every later note of the same source corrects.
export const documentsTables = `
CREATE TABLE IF NOT EXISTS document_series (
  title_code TEXT NOT NULL,
  seq INTEGER NOT NULL CHECK (seq >= 1),
  kind TEXT NOT NULL CHECK (kind IN ('INVOICE', 'RECEIPT', 'CREDIT_NOTE', 'DEBIT_NOTE')),
  ref TEXT NOT NULL,
  issued_on TEXT NOT NULL,
  PRIMARY KEY (title_code, seq)
);
CREATE TABLE IF NOT EXISTS credit_documents (
  title_code TEXT NOT NULL,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL,
  source TEXT NOT NULL,
  refers_to INTEGER,
  aria_account_no TEXT NOT NULL REFERENCES accounts (aria_account_no),
  issued_on TEXT NOT NULL,
  amount REAL NOT NULL,
  reason TEXT NOT NULL,
  period_from TEXT NOT NULL,
  period_to TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (title_code, seq)
);
CREATE INDEX IF NOT EXISTS credit_documents_account ON credit_documents (aria_account_no, title_code);
CREATE INDEX IF NOT EXISTS credit_documents_source ON credit_documents (title_code, source);
`;
