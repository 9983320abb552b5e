import { Badge, type BadgeTone } from '@/components/ui/badge';
import { english } from '@/lib/i18n/english';
import type { OrderStage, OrderStatus } from '@/server/db/schema';

const statusBadges: Record<OrderStatus, { tone: BadgeTone; icon: string }> = {
  done: { tone: 'emerald', icon: 'M3.5 8.5l3 3 6-7' },
  rejected: { tone: 'red', icon: 'M4 4l8 8M12 4l-8 8' },
  pending: { tone: 'amber', icon: 'M8 4v4l2.5 2.5M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z' },
};

const stageTones: Record<OrderStage, BadgeTone> = { dispatched: 'sky', delivered: 'emerald', cancelled: 'slate' };

/** The spec's status (with its icon) and, once confirmed, where the order is now (issue 24). */
export function OrderBadges({
  status,
  stage,
  paymentReported = false,
}: {
  status: OrderStatus;
  stage: OrderStage | null;
  /** A UPI payment its customer reported waits for the office's check (issue 35). */
  paymentReported?: boolean;
}) {
  const badge = statusBadges[status] ?? statusBadges.pending;
  return (
    <span className="inline-flex flex-wrap items-start gap-1">
      <Badge tone={badge.tone} icon={badge.icon}>
        {english(`orders.status.${status}`)}
      </Badge>
      {stage ? <Badge tone={stageTones[stage]}>{english(`orders.stage.${stage}`)}</Badge> : null}
      {paymentReported ? <Badge tone="amber">{english('admin.payments.reported')}</Badge> : null}
    </span>
  );
}

export function GuestBadge() {
  return (
    <Badge tone="amber" title={english('admin.orders.guestHint')}>
      {english('admin.orders.guest')}
    </Badge>
  );
}
