// Withdrawing a purchase in-process: the spec is journeys/withdrawal.tsx.
import "./journeys/withdrawal.tsx";
