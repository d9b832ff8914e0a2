// Buying a subscription in-process: the journeys of ./journeys/purchase.tsx.
import "./journeys/purchase.tsx";
