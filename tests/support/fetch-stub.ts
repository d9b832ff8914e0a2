// The platform's /api/ as a unit test sees it: `fetch` stubbed to give the answers a test names,
// with every request (and its JSON body) kept for the test to look at. One stub for every test of
// the /api/ client and the modules over it, so a change in how answers are faked is made once.
import { afterEach, vi } from "vitest";
import { forgetKeptAnswers } from "#app/api/client.ts";

type Reply = [status: number, body: unknown];

export interface FetchStub {
  /** Every request made since the test began, in order. */
  requests: Request[];
  /** Each request's JSON body (undefined when it had none), in the order of `requests`. */
  bodies: unknown[];
  /** Answers every request from now on with this status and JSON body. */
  answer(status: number, body: unknown): void;
  /** Answers the next requests in turn with these replies; any further request gets a bare 500. */
  answers(...replies: Reply[]): void;
  /** Answers every request from now on with this text as it is (e.g. a body that is not JSON). */
  answerText(status: number, text: string): void;
}

/** The platform's refusal body (SPEC §8): `{ error: { status, message, fields? } }`. */
export function refusal(status: number, fields?: Record<string, string[]>) {
  return { error: { status, message: "Nei", ...(fields ? { fields } : {}) } };
}

/**
 * Stubs `fetch` for the tests of the calling file; after each test the stub is removed, the
 * requests forgotten and the client's kept answers dropped (client.ts keeps GET answers 5 minutes,
 * so each test answers afresh).
 */
export function stubFetch(): FetchStub {
  const requests: Request[] = [];
  const bodies: unknown[] = [];

  function respond(next: () => [number, string]) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request) => {
        requests.push(input);
        const text = await input.clone().text();
        bodies.push(text ? JSON.parse(text) : undefined);
        const [status, body] = next();
        return new Response(body, { status, headers: { "Content-Type": "application/json" } });
      }),
    );
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    forgetKeptAnswers();
    requests.length = 0;
    bodies.length = 0;
  });

  return {
    requests,
    bodies,
    answer: (status, body) => respond(() => [status, JSON.stringify(body)]),
    answerText: (status, text) => respond(() => [status, text]),
    answers: (...replies) =>
      respond(() => {
        const [status, body] = replies.shift() ?? [500, {}];
        return [status, JSON.stringify(body)];
      }),
  };
}
