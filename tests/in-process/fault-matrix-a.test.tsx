// The fault matrix in-process, the first half of the routes (./fault-matrix.tsx).
import { faultMatrix } from "./fault-matrix.tsx";

faultMatrix({ part: 0, of: 2 });
