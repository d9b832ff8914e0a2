// Invoices, receipts and credit notes as documents, in-process: journeys/documents.tsx.
import "./journeys/documents.tsx";
