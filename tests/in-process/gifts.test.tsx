// Gift subscriptions in-process: tests/in-process/journeys/gifts.tsx.
import "./journeys/gifts.tsx";
