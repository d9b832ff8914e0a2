// A second, different build of the sandbox: check-route-room.ts builds sbx with one route more
// (/ny-tjeneste) and leaves that build here, so the journeys can deploy dist/sbx and then it as the
// next release of the title (tests/e2e/releases.test.ts) without building the tree twice more.
import path from "node:path";

export const nextReleaseDist = (root: string) => path.join(root, "node_modules/.cache/minside-next-release");

/** The route only the next release has. */
export const NEXT_RELEASE_PATH = "/ny-tjeneste";
