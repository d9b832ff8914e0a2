// The /api/ contract: every call's path, method, request and response as zod schemas, one module
// per resource in ./contract/. The portal parses every response with these (app/api/client.ts), the
// dev backend validates every request and response with the very same ones (scripts/dev-backend/),
// and `npm run contract` publishes them as OpenAPI 3.1 (docs/api/openapi.json) for the platform
// team. The contract has every answer as { data: … }; whether a build reads it there is ./envelope.ts.
import type { z } from "zod/mini";
import { accountEndpoints } from "./contract/account.ts";
import { subscriptionEndpoints } from "./contract/subscription.ts";
import { deliveryEndpoints } from "./contract/delivery.ts";
import { complaintEndpoints } from "./contract/complaint.ts";
import { disruptionsEndpoints } from "./contract/disruptions.ts";
import { paymentsEndpoints } from "./contract/payments.ts";
import { ordersEndpoints } from "./contract/orders.ts";
import { privacyEndpoints } from "./contract/privacy.ts";
import { studentEndpoints } from "./contract/student.ts";
import { businessEndpoints } from "./contract/business.ts";
import { familyEndpoints } from "./contract/family.ts";
import { historyEndpoints } from "./contract/history.ts";
import { mandatesEndpoints } from "./contract/mandates.ts";
import { efakturaEndpoints } from "./contract/efaktura.ts";
import { documentsEndpoints } from "./contract/documents.ts";
import { fullmaktEndpoints } from "./contract/fullmakt.ts";
import { giftsEndpoints } from "./contract/gifts.ts";

/** Every endpoint, by name, in the order the OpenAPI document lists them. */
export const api = {
  getTitle: accountEndpoints.getTitle,
  retrieveTitleCode: accountEndpoints.retrieveTitleCode,
  complaintCodes: complaintEndpoints.complaintCodes,
  getAccount: accountEndpoints.getAccount,
  assignAccount: accountEndpoints.assignAccount,
  modifyAccount: accountEndpoints.modifyAccount,
  createAccount: accountEndpoints.createAccount,
  searchAccount: accountEndpoints.searchAccount,
  segmentMessage: accountEndpoints.segmentMessage,
  verify: accountEndpoints.verify,
  getSubscription: subscriptionEndpoints.getSubscription,
  reactivateSubscription: subscriptionEndpoints.reactivateSubscription,
  updateCard: paymentsEndpoints.updateCard,
  updatePaymentMethod: paymentsEndpoints.updatePaymentMethod,
  deleteSubscription: subscriptionEndpoints.deleteSubscription,
  getDiscountDetails: subscriptionEndpoints.getDiscountDetails,
  addDiscount: subscriptionEndpoints.addDiscount,
  studentEmail: studentEndpoints.studentEmail,
  activateStudentSubscription: studentEndpoints.activateStudentSubscription,
  registerStudent: studentEndpoints.registerStudent,
  activateStudent: studentEndpoints.activateStudent,
  loginToken: accountEndpoints.loginToken,
  logout: accountEndpoints.logout,
  handleCode: accountEndpoints.handleCode,
  handleLoginToken: accountEndpoints.handleLoginToken,
  getPlans: subscriptionEndpoints.getPlans,
  changeSubscription: subscriptionEndpoints.changeSubscription,
  cancelPlanChange: subscriptionEndpoints.cancelPlanChange,
  getDelivery: deliveryEndpoints.getDelivery,
  registerDeliveryChange: deliveryEndpoints.registerDeliveryChange,
  withdrawDeliveryChange: deliveryEndpoints.withdrawDeliveryChange,
  endDeliveryChange: deliveryEndpoints.endDeliveryChange,
  moveDeliveryChangeEnd: deliveryEndpoints.moveDeliveryChangeEnd,
  saveCarrierNote: deliveryEndpoints.saveCarrierNote,
  getDisruption: disruptionsEndpoints.getDisruption,
  lookupPostalCode: deliveryEndpoints.lookupPostalCode,
  registerComplaint: complaintEndpoints.registerComplaint,
  getDeliveryHistory: complaintEndpoints.getDeliveryHistory,
  getOpenComplaints: complaintEndpoints.getOpenComplaints,
  getInvoices: paymentsEndpoints.getInvoices,
  getNextPayment: paymentsEndpoints.getNextPayment,
  getOrderOffer: ordersEndpoints.getOrderOffer,
  createOrder: ordersEndpoints.createOrder,
  getOrder: ordersEndpoints.getOrder,
  getWithdrawal: ordersEndpoints.getWithdrawal,
  withdrawOrder: ordersEndpoints.withdrawOrder,
  payInvoice: paymentsEndpoints.payInvoice,
  getPayment: paymentsEndpoints.getPayment,
  getPaymentMethod: paymentsEndpoints.getPaymentMethod,
  getMandate: mandatesEndpoints.getMandate,
  createMandate: mandatesEndpoints.createMandate,
  stopMandate: mandatesEndpoints.stopMandate,
  getInvoiceDelivery: efakturaEndpoints.getInvoiceDelivery,
  registerEfaktura: efakturaEndpoints.registerEfaktura,
  stopEfaktura: efakturaEndpoints.stopEfaktura,
  getReceipts: documentsEndpoints.getReceipts,
  getInvoiceDocument: documentsEndpoints.getInvoiceDocument,
  getInvoicePdf: documentsEndpoints.getInvoicePdf,
  getReceiptDocument: documentsEndpoints.getReceiptDocument,
  getReceiptPdf: documentsEndpoints.getReceiptPdf,
  getCreditNotes: documentsEndpoints.getCreditNotes,
  getCreditNoteDocument: documentsEndpoints.getCreditNoteDocument,
  getCreditNotePdf: documentsEndpoints.getCreditNotePdf,
  requestDataExport: privacyEndpoints.requestDataExport,
  requestDeletion: privacyEndpoints.requestDeletion,
  getConsent: privacyEndpoints.getConsent,
  saveConsent: privacyEndpoints.saveConsent,
  getBusiness: businessEndpoints.getBusiness,
  inviteEmployees: businessEndpoints.inviteEmployees,
  resendInvitation: businessEndpoints.resendInvitation,
  removeInvitations: businessEndpoints.removeInvitations,
  requestBusinessCode: businessEndpoints.requestBusinessCode,
  verifyBusinessCode: businessEndpoints.verifyBusinessCode,
  getFamily: familyEndpoints.getFamily,
  inviteFamilyMember: familyEndpoints.inviteFamilyMember,
  resendFamilyInvitation: familyEndpoints.resendFamilyInvitation,
  withdrawFamilyInvitation: familyEndpoints.withdrawFamilyInvitation,
  removeFamilyMember: familyEndpoints.removeFamilyMember,
  getFamilyInvitation: familyEndpoints.getFamilyInvitation,
  acceptFamilyInvitation: familyEndpoints.acceptFamilyInvitation,
  getHistory: historyEndpoints.getHistory,
  ...fullmaktEndpoints,
  ...giftsEndpoints,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
export type ParamsOf<N extends EndpointName> = z.input<Api[N]["params"]>;
export type BodyOf<N extends EndpointName> = z.input<Api[N]["body"]>;
export type ResponseOf<N extends EndpointName> = z.output<Api[N]["response"]>;
