// The account on this title: whose subscription, invoices, delivery, family and company a call is
// about. The platform addresses all of them by the account number and the title code. The
// requires-auth guard's session holds one, built once (app/auth/session.ts); a helper's is the
// account of the one helped.

export interface TitleAccount {
  /** The account's ariaAccountNo: the signed-in user's, or the one helped (docs/decisions/054). */
  accountNo: string;
  titleCode: string;
}

/** The account as a request body names it. */
export const accountBody = ({ accountNo, titleCode }: TitleAccount) => ({
  ariaAccountNo: accountNo,
  titleCode,
});
