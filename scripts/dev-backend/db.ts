// The stand-in's schema: each resource keeps its tables beside its handlers (its folder's
// tables.ts); here they are put together and a database is opened with them. Queries and
// transactions: core/sqlite.ts; the personas' seed and openDatabase: seed.ts.
import { accountTables } from "#scripts/dev-backend/account/tables.ts";
import { businessTables } from "#scripts/dev-backend/business/tables.ts";
import { complaintTables } from "#scripts/dev-backend/complaint/tables.ts";
import { coreTables } from "#scripts/dev-backend/core/tables.ts";
import { connect as connectWith, type Database } from "#scripts/dev-backend/core/sqlite.ts";
import { deliveryTables } from "#scripts/dev-backend/delivery/tables.ts";
import { documentsTables } from "#scripts/dev-backend/documents/tables.ts";
import { disruptionsTables } from "#scripts/dev-backend/disruptions/tables.ts";
import { familyTables } from "#scripts/dev-backend/family/tables.ts";
import { fullmaktTables } from "#scripts/dev-backend/fullmakt/tables.ts";
import { giftsTables } from "#scripts/dev-backend/gifts/tables.ts";
import { historyTables } from "#scripts/dev-backend/history/tables.ts";
import { messagesTables } from "#scripts/dev-backend/messages/tables.ts";
import { mandatesTables } from "#scripts/dev-backend/mandates/tables.ts";
import { identityTables } from "#scripts/dev-backend/identity/tables.ts";
import { ordersTables } from "#scripts/dev-backend/orders/tables.ts";
import { paymentsTables } from "#scripts/dev-backend/payments/tables.ts";
import { scheduleTables } from "#scripts/dev-backend/schedule/tables.ts";
import { privacyTables } from "#scripts/dev-backend/privacy/tables.ts";
import { studentTables } from "#scripts/dev-backend/student/tables.ts";
import { subscriptionTables } from "#scripts/dev-backend/subscription/tables.ts";

/** Bump when any tables.ts changes: an older file database is then rebuilt and reseeded. */
const SCHEMA_VERSION = 29;

// Foreign keys may name a table created later in the string; SQLite resolves them when rows are written.
const SCHEMA = [
  identityTables,
  accountTables,
  subscriptionTables,
  paymentsTables,
  deliveryTables,
  disruptionsTables,
  complaintTables,
  documentsTables,
  privacyTables,
  coreTables,
  ordersTables,
  familyTables,
  studentTables,
  businessTables,
  historyTables,
  mandatesTables,
  fullmaktTables,
  giftsTables,
  scheduleTables,
  messagesTables,
].join("");

/** Opens (creating if needed) a database file or ":memory:" with the stand-in's tables. */
export const connect = (file: string): Database =>
  connectWith(file, { version: SCHEMA_VERSION, sql: SCHEMA });
