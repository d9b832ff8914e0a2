// The profile and its gateways, in-process (tests/in-process/journeys/profile.tsx).
import "./journeys/profile.tsx";
