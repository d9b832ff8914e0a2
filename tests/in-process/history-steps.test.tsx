// /historikk's journeys in-process: something done shows up first (tests/in-process/journeys/history-steps.tsx).
import "./journeys/history-steps.tsx";
