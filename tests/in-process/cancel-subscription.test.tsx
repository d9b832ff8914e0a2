// Cancelling and taking it back, in-process (tests/in-process/journeys/cancel-subscription.tsx).
import "./journeys/cancel-subscription.tsx";
