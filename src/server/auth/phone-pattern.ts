/** A 10-digit Indian mobile number as the forms store it (+91XXXXXXXXXX); other countries are not offered (issue 22). */
export const SIGN_IN_PHONE_PATTERN = /^\+91[6-9]\d{9}$/;
