// The delivery history, redelivery and refusals at the field, in-process: journeys/delivery-history.tsx.
import "./journeys/delivery-history.tsx";
