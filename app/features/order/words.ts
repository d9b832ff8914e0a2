// What a refused discount code says at its field, on the order form and on /endre-abonnement.
import { t } from "@lingui/core/macro";

export const unknownCodeMessage = () => t`Rabattkoden finnes ikke, eller den er utløpt.`;
export const codeTakenMessage = () => t`Det er allerede brukt en rabattkode her. Du kan bare bruke én.`;
