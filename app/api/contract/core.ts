// The endpoints of the contract every signed-in page can call (app/api/client.ts): each resource's
// module in this folder, by name. ../contract.ts adds the rest for the platform's document and the
// stand-in.
import { accountEndpoints } from "./account.ts";
import { subscriptionEndpoints } from "./subscription.ts";
import { deliveryEndpoints } from "./delivery.ts";
import { complaintEndpoints } from "./complaint.ts";
import { disruptionsEndpoints } from "./disruptions.ts";
import { paymentsEndpoints } from "./payments.ts";
import { ordersEndpoints } from "./orders.ts";
import { privacyEndpoints } from "./privacy.ts";
import { businessEndpoints } from "./business.ts";
import { familyEndpoints } from "./family.ts";
import { historyEndpoints } from "./history.ts";
import { mandatesEndpoints } from "./mandates.ts";
import { efakturaEndpoints } from "./efaktura.ts";
import { fullmaktEndpoints } from "./fullmakt.ts";
import { priceChangeEndpoints } from "./prices.ts";

/**
 * Every endpoint a signed-in page may call, by name, in the order the OpenAPI document lists them.
 * Not here: the endpoints only some screens call — the gift screens', the documents' and the student
 * verification's. Their resource modules (../gifts.ts, ../documents.ts, ../student.ts) add them to
 * the client when such a screen loads, so their schemas are not on every signed-in page
 * (docs/decisions/078).
 */
export const coreEndpoints = {
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
  getPriceChanges: priceChangeEndpoints.getPriceChanges,
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
} as const;
