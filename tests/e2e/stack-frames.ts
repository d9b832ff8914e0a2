// Playwright records where each of a journey's calls was made: it takes a stack of up to 50 frames
// for every call (`captureRawStack`), and its test worker formats every frame through
// source-map-support, which copies each frame into an object of its own even where there is no
// source map to apply. Most frames are Playwright's own and Node's, which have none: that copying
// was ~a quarter of a test worker's CPU (docs/testing.md). Here a frame of a file in node_modules or
// of Node itself is written as V8 writes it; every other frame — the journeys', and the app's and
// scripts' modules they import, which Playwright compiles from TypeScript — still goes through
// source-map-support, so a failure still points at the line and column in the .ts file
// (stack-frames.test.ts).

/** A file Playwright did not compile: no source map to apply. */
const UNMAPPED = /[\\/]node_modules[\\/]|^node:|^internal[\\/]/;

/** What source-map-support reads of an error (its header line), for one frame's line alone. */
const HEADLESS = { name: "Error", message: "" } as Error;

type Prepare = (error: Error, frames: NodeJS.CallSite[]) => unknown;

/** Installs the cheaper formatting over the one Playwright installed; once per process. */
export function formatLibraryFramesNatively() {
  const mapped = Error.prepareStackTrace as (Prepare & { nativeForLibraries?: true }) | undefined;
  if (!mapped || mapped.nativeForLibraries) return;
  const prepare: Prepare & { nativeForLibraries?: true } = (error, frames) => {
    let lines = "";
    for (const frame of frames) {
      const file = frame.getFileName() ?? frame.getScriptNameOrSourceURL() ?? "";
      if (!file || UNMAPPED.test(file) || frame.isNative()) lines += `\n    at ${String(frame)}`;
      else {
        // source-map-support's own line for this frame ("Error: \n    at …"), without its header.
        const one = String(mapped(HEADLESS, [frame]));
        lines += one.slice(one.indexOf("\n"));
      }
    }
    return `${error.name || "Error"}: ${error.message || ""}${lines}`;
  };
  prepare.nativeForLibraries = true;
  Error.prepareStackTrace = prepare;
}
