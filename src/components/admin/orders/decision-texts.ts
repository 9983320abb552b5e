import { t } from '@/lib/i18n/english';
import type { OrderDecisionTexts } from './order-decision';

/** Confirm / Reject of one order (with a reason for the customer) or of the selected ones. */
export const decisionTexts = (withReason: boolean, bulk: boolean): OrderDecisionTexts => ({
  confirm: t(bulk ? 'admin.orders.bulkConfirm' : 'admin.orders.confirm'),
  reject: t(bulk ? 'admin.orders.bulkReject' : 'admin.orders.reject'),
  title: t('admin.orders.confirmTitle'),
  questions: {
    done: t(bulk ? 'admin.orders.bulkQuestion' : 'admin.orders.confirmQuestion', {
      action: t('admin.orders.verbs.done'),
    }),
    rejected: t(bulk ? 'admin.orders.bulkQuestion' : 'admin.orders.confirmQuestion', {
      action: t('admin.orders.verbs.rejected'),
    }),
  },
  yes: t('admin.orders.yes'),
  cancel: t('admin.orders.cancel'),
  working: t('admin.orders.working'),
  reasonLabel: withReason ? t('admin.orders.reasonLabel') : undefined,
});
