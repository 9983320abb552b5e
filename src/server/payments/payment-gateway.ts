import 'server-only';
import { getConfig } from '../config';
import { type PaymentGateway, razorpayGateway } from './razorpay-gateway';

/** The gateway PAYMENT_PROVIDER chose, or null when none is (the UPI request alone). */
export function paymentGateway(): PaymentGateway | null {
  const settings = getConfig().paymentGateway;
  return settings ? razorpayGateway(settings) : null;
}
