// Delivery changes after they are registered, in-process: journeys/delivery-changes-edit.tsx.
import "./journeys/delivery-changes-edit.tsx";
