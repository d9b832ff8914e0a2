// A delivery complaint and the digital subscriber's answer, in-process: journeys/complaint.tsx.
import "./journeys/complaint.tsx";
