// Family sharing in-process: the spec is journeys/family-sharing.tsx.
import "./journeys/family-sharing.tsx";
