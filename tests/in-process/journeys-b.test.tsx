// Journeys in-process (ADR 087), gathered in one test file so that they share one app and the
// ~2 CPU-s a harness file costs before its first test (tests/in-process/journeys/the-app.ts). Each
// starts on a fresh stand-in; the browser's part of each is in the tests/e2e/ file of its name.
import "./journeys/student.tsx";
import "./journeys/carrier-note.tsx";
import "./journeys/paper-figures.tsx";
import "./journeys/change-subscription.tsx";
import "./journeys/delivery-change.tsx";
import "./journeys/avtalegiro.tsx";
import "./journeys/messages.tsx";
import "./journeys/next-payment.tsx";
import "./journeys/delivery-changes-edit.tsx";
import "./journeys/delivery-history.tsx";
import "./journeys/complaint.tsx";
import "./journeys/invoices.tsx";
import "./journeys/history-steps.tsx";
import "./journeys/pause-and-prices.tsx";
import "./journeys/cancel-subscription.tsx";
import "./journeys/profile.tsx";
import "./journeys/privacy.tsx";
import "./journeys/nothing-lost.tsx";
