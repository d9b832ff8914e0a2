// Where the identity provider sends the browser back with the code (SPEC §4). A module of its own:
// the shell needs only this path on every page, not the sign-in rules of ./login.ts.
export const CALLBACK_PATH = "/callback";
