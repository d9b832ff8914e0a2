// Changing how the subscription is paid, in-process: journeys/payment-method.tsx.
import "./journeys/payment-method.tsx";
