// The figures the open student offer page (/student) states. A module of its own, with no imports,
// so that prerendered page loads none of the verification's rules (app/domain/student.ts) to say them.

/** How long a code lives, as its e-mail says. */
export const CODE_LIFETIME_MINUTES = 30;

/** The student plan's price a month, in kroner. */
export const STUDENT_MONTHLY_PRICE = 99;
