// Journeys in-process (ADR 087), gathered in one test file so that they share one app and the
// ~2 CPU-s a harness file costs before its first test (tests/in-process/journeys/the-app.ts). Each
// starts on a fresh stand-in; the browser's part of each is in the tests/e2e/ file of its name.
import "./journeys/fullmakt.tsx";
import "./journeys/fullmakt-misuse.tsx";
import "./journeys/fullmakt-limits.tsx";
import "./journeys/tolerant-reading.tsx";
import "./journeys/koble-bruker.tsx";
import "./journeys/efaktura.tsx";
import "./journeys/prices-and-receipts.tsx";
import "./journeys/business.tsx";
import "./journeys/purchase.tsx";
import "./journeys/gifts.tsx";
import "./journeys/family-sharing.tsx";
import "./journeys/withdrawal.tsx";
import "./journeys/documents.tsx";
import "./journeys/payment-method.tsx";
import "./journeys/records.tsx";
import "./journeys/my-content.tsx";
import "./journeys/any-input.tsx";
import "./journeys/form-messages.tsx";
