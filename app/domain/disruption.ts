// Delivery disruptions: the platform knows the paper is late or missing today in a
// postal code (weather, a printing fault). Whether a complaint about today's paper is open is the
// platform's answer (the delivery history's status of today's paper), not decided here. Oslo
// wall-clock time throughout.
import { osloInstant } from "./oslo-instant.ts";

export { osloInstant };
