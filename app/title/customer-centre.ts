// The title's customer centre: its name, number and address, and the links to them. The line a
// screen shows is app/components/customer-centre.tsx; only prose pages (vilkår, kundeservice,
// personvern) weave these links into sentences of their own.
import { currentTitle } from "#app/title/current-title.ts";
import type { Title } from "#app/title/title-schema.ts";

export type CustomerCentre = {
  /** The title's name: "kundesenteret i {name}". */
  name: string;
  /** The number as the title prints it, "78 33 72 00". */
  phone: string;
  /** `tel:+4778337200`: the number without spaces, with the country code. */
  phoneHref: string;
  email: string;
  emailHref: string;
};

export function customerCentre(title: Title = currentTitle()): CustomerCentre {
  const phone = title.customerCenterPhoneNumber;
  const email = title.customerCenterEmail;
  return {
    name: title.name,
    phone,
    // The title schema allows only a Norwegian number written "00 00 00 00".
    phoneHref: `tel:+47${phone.replace(/\s/g, "")}`,
    email,
    emailHref: `mailto:${email}`,
  };
}
