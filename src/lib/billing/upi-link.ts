/**
 * A UPI payment request (NPCI's deep link): on a phone it opens the payer's UPI
 * app with the payee, the amount and the reference filled in. `tr` carries the
 * bill's number, so the office finds the payment in its statement; `tn` is the
 * note the payer sees.
 */
export function upiPaymentLink(request: {
  upiId: string;
  payeeName: string;
  amountPaise: number;
  reference: string;
  note: string;
}): string {
  const rupees = `${Math.floor(request.amountPaise / 100)}.${String(request.amountPaise % 100).padStart(2, '0')}`;
  // Spaces as %20, never "+": some UPI apps show a "+" as it is.
  const fields: [string, string][] = [
    ['pa', request.upiId],
    ['pn', request.payeeName],
    ['am', rupees],
    ['cu', 'INR'],
    ['tr', request.reference],
    ['tn', request.note],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
