// Paying an invoice and what the page says back from the provider, in-process: journeys/invoices.tsx.
import "./journeys/invoices.tsx";
