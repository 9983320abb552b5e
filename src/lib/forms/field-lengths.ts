/**
 * The longest values the forms take, shared by each field (its maxLength) and
 * the schema that checks it on the server. A module of its own so that a form
 * reads them without loading the schemas.
 */

/** The longest address SMTP allows (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** A mobile number as people type it: "+91 98765-43210" and the like. */
export const PHONE_MAX_LENGTH = 20;
/** A person's full name. */
export const NAME_MAX_LENGTH = 120;
