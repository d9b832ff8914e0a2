// A helper acting for a subscriber asked for something outside what they were given (403
// NOT_GRANTED, ADR 054). Apart from ./errors.ts, which every open page loads: only the client makes
// it, and the error screen knows it by its code.
import { RefusedAnswer } from "./errors.ts";

/** The code of the platform's 403 for a call a helper was not given the right to make. */
export const NOT_GRANTED = "NOT_GRANTED";

/**
 * Not a failure to try again, so like a refused answer it goes to the error screen, which says so in
 * words with the customer centre (components/error-boundary.tsx).
 */
export class NotGranted extends RefusedAnswer {}
