/** Where an order's money stands: what is due, what came, what is left (issue 35). */
export type PaymentState = 'nothing_due' | 'unpaid' | 'part_paid' | 'paid' | 'refund_due';

export type Balance = {
  /** What the customer owes in all: the bill's total, the order's before the bill, nothing once credited. */
  duePaise: number;
  /** Payments less their reversals. */
  paidPaise: number;
  /** Due less paid: negative when more came than is owed (a refund is due). */
  balancePaise: number;
  state: PaymentState;
};

/**
 * The balance of an order from its ledger: every payment adds, every reversal
 * takes away. `due` is what the customer owes: the bill's total once billed,
 * the order's total before (an advance counts against it), nothing once the
 * bill is credited or the order was not accepted.
 */
export function balanceOf(duePaise: number, entries: { kind: 'payment' | 'reversal'; amountPaise: number }[]): Balance {
  const paidPaise = entries.reduce(
    (sum, entry) => sum + (entry.kind === 'payment' ? entry.amountPaise : -entry.amountPaise),
    0,
  );
  const balancePaise = duePaise - paidPaise;
  const state: PaymentState =
    balancePaise < 0
      ? 'refund_due'
      : duePaise === 0
        ? 'nothing_due'
        : balancePaise === 0
          ? 'paid'
          : paidPaise > 0
            ? 'part_paid'
            : 'unpaid';
  return { duePaise, paidPaise, balancePaise, state };
}
