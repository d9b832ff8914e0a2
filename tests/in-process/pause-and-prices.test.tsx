// A break instead of goodbye, and no surprise on the bill, in-process (tests/in-process/journeys/pause-and-prices.tsx).
import "./journeys/pause-and-prices.tsx";
