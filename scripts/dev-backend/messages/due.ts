// The messages that come due by the clock alone, in one list: planned gifts, a pause's week-ahead
// e-mail and its end, a stop's beginning and end. Sent before every /api/ request (app.ts catchUp)
// and when the dev outbox is read (dev-tools/router.ts): reading the outbox is asking, and a
// journey that moves the clock and reads it sees what the reader would have been sent by then.
import { tellStopsBeginningOrOver } from "#scripts/dev-backend/delivery/stop-notices.ts";
import { giveDueGifts } from "#scripts/dev-backend/gifts/sending.ts";
import { resumeDuePauses } from "#scripts/dev-backend/schedule/sending.ts";
import type { Database } from "#scripts/dev-backend/core/sqlite.ts";
import type { Send } from "./deliver.ts";

export function sendDueMessages(db: Database, send: Send, now: number, today: string) {
  giveDueGifts(db, send, now, today);
  resumeDuePauses(db, send, now, today);
  tellStopsBeginningOrOver(db, send, now, today);
}
