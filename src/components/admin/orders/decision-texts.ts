import { english } from '@/lib/i18n/english';
import type { OrderDecisionTexts } from './order-decision';

/** Confirm / Reject of one order (with a reason for the customer) or of the selected ones. */
export const decisionTexts = (withReason: boolean, bulk: boolean): OrderDecisionTexts => ({
  confirm: english(bulk ? 'admin.orders.bulkConfirm' : 'admin.orders.confirm'),
  reject: english(bulk ? 'admin.orders.bulkReject' : 'admin.orders.reject'),
  title: english('admin.orders.confirmTitle'),
  questions: {
    done: english(bulk ? 'admin.orders.bulkQuestion' : 'admin.orders.confirmQuestion', {
      action: english('admin.orders.verbs.done'),
    }),
    rejected: english(bulk ? 'admin.orders.bulkQuestion' : 'admin.orders.confirmQuestion', {
      action: english('admin.orders.verbs.rejected'),
    }),
  },
  yes: english('admin.orders.yes'),
  cancel: english('admin.orders.cancel'),
  working: english('admin.orders.working'),
  reasonLabel: withReason ? english('admin.orders.reasonLabel') : undefined,
});
