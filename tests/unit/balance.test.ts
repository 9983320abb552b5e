import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '@/lib/billing/balance';

describe('the balance of an order', () => {
  it('is what is due less payments, reversals put back; its state says where it stands', () => {
    expect(balanceOf(160_000, [])).toEqual({ duePaise: 160_000, paidPaise: 0, balancePaise: 160_000, state: 'unpaid' });
    expect(balanceOf(160_000, [{ kind: 'payment', amountPaise: 50_000 }]).state).toBe('part_paid');
    expect(
      balanceOf(160_000, [
        { kind: 'payment', amountPaise: 160_000 },
        { kind: 'reversal', amountPaise: 160_000 },
      ]).state,
    ).toBe('unpaid');
    expect(balanceOf(160_000, [{ kind: 'payment', amountPaise: 160_000 }]).state).toBe('paid');
    expect(balanceOf(0, [{ kind: 'payment', amountPaise: 1 }])).toMatchObject({
      balancePaise: -1,
      state: 'refund_due',
    });
    expect(balanceOf(0, []).state).toBe('nothing_due');
  });

  it('never loses a paisa, whatever the entries', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(
          fc.record({
            kind: fc.constantFrom('payment' as const, 'reversal' as const),
            amountPaise: fc.integer({ min: 1, max: 1_000_000 }),
          }),
        ),
        (due, entries) => {
          const balance = balanceOf(due, entries);
          const inflow = entries
            .filter((entry) => entry.kind === 'payment')
            .reduce((sum, entry) => sum + entry.amountPaise, 0);
          const outflow = entries
            .filter((entry) => entry.kind === 'reversal')
            .reduce((sum, entry) => sum + entry.amountPaise, 0);
          expect(balance.paidPaise).toBe(inflow - outflow);
          expect(balance.balancePaise + balance.paidPaise).toBe(due);
          expect(balance.state === 'paid').toBe(due > 0 && balance.balancePaise === 0);
        },
      ),
    );
  });
});
