// The fault matrix in-process, the second half of the routes (./fault-matrix.tsx).
import { faultMatrix } from "./fault-matrix.tsx";

faultMatrix({ part: 1, of: 2 });
