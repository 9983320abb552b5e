'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { type OrderFormState, placeOrderAction } from '@/app/(site)/products/actions';
import { BotTrap, useStartedAt } from '@/components/forms/bot-trap';
import { Field, TextAreaField } from '@/components/forms/field';
import { clearFormDraft, readFormDraft, saveFormDraft } from '@/components/forms/form-draft';
import { FormMessage } from '@/components/forms/form-message';
import { rememberSignInNotice } from '@/components/forms/sign-in-notice';
import { SubmitButton } from '@/components/forms/submit-button';
import { useValidatedForm } from '@/components/forms/use-validated-form';
import { t } from '@/lib/i18n/messages';
import { formatPaise } from '@/lib/money';
import { orderSchema, quantityOrOne } from '@/lib/schemas/orders';
import type { OrderableProduct } from './order-button';
import { orderDraftName } from './order-button';

const initialState: OrderFormState = { status: 'idle' };

/**
 * The order form (spec §2.8): the total follows the quantity (display only; the
 * server computes the stored one), "Placing Order..." while busy, then "Order
 * Confirmed!". A signed-out visitor's draft is kept and they go to sign up.
 */
export function OrderDialog({
  product,
  open,
  onOpenChange,
}: {
  product: OrderableProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Each opening is a new instance (see OrderButton): blank, quantity 1, a new idempotency key.
  const { state, formAction, onSubmit, errors, formRef, key, pending } = useValidatedForm(
    placeOrderAction,
    orderSchema,
    // A dropped connection keeps the dialog as typed (the same idempotency key makes a retry safe).
    { initialState, send: { networkError: t('orders.placeFailed') } },
  );
  const [draft] = useState(() => readFormDraft(orderDraftName(product.id)) ?? {});
  const [quantityText, setQuantityText] = useState(() => String(quantityOrOne(draft.quantity ?? 1)));
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const startedAt = useStartedAt();
  const pathname = usePathname();
  const router = useRouter();
  const titleId = useId();
  const confirmed = state.status === 'success' ? state.reference : undefined;

  useEffect(() => {
    if (state.status === 'success') clearFormDraft(orderDraftName(product.id));
    if (state.signInUrl) {
      saveFormDraft(orderDraftName(product.id), state.values ?? {});
      if (state.message) rememberSignInNotice(state.message);
      router.push(state.signInUrl);
    }
  }, [state, product.id, router]);

  const typed = { ...draft, ...state.values };
  const value = (field: string) => typed[field] ?? '';
  const total = formatPaise(product.unitPricePaise * quantityOrOne(quantityText));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-labelledby={titleId}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[32rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
        >
          {confirmed ? (
            <div className="flex flex-col gap-3 text-center">
              <Dialog.Title id={titleId} className="text-2xl font-bold text-emerald-800">
                {t('orders.confirmedTitle')}
              </Dialog.Title>
              <p role="status">{t('orders.submitted')}</p>
              <p>{t('orders.confirmedText')}</p>
              <p className="font-semibold">{t('orders.reference', { reference: confirmed })}</p>
              <Dialog.Close className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
                {t('orders.close')}
              </Dialog.Close>
            </div>
          ) : (
            <>
              <Dialog.Title id={titleId} className="mb-1 text-xl font-bold">
                {t('orders.dialogTitle', { name: product.name })}
              </Dialog.Title>
              <p className="mb-3 text-slate-700">{formatPaise(product.unitPricePaise)}</p>
              <form
                key={key}
                ref={formRef}
                action={formAction}
                onSubmit={onSubmit}
                noValidate
                className="flex flex-col gap-1"
              >
                <FormMessage state={state.status === 'success' ? { status: 'idle' } : state} />
                <input type="hidden" name="productId" value={product.id} />
                <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
                <input type="hidden" name="returnTo" value={pathname} />
                <input type="hidden" name="js" value="1" />
                <BotTrap startedAt={startedAt} label={t('forms.honeypot')} />
                <Field
                  name="name"
                  label={t('orders.fullName')}
                  autoComplete="name"
                  required
                  maxLength={120}
                  defaultValue={value('name')}
                  error={errors.name}
                />
                <Field
                  name="phone"
                  label={t('orders.phone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                  maxLength={20}
                  defaultValue={value('phone')}
                  error={errors.phone}
                />
                <Field
                  name="email"
                  label={t('orders.email')}
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  defaultValue={value('email')}
                  error={errors.email}
                />
                <TextAreaField
                  name="address"
                  label={t('orders.address')}
                  autoComplete="street-address"
                  required
                  rows={3}
                  maxLength={500}
                  defaultValue={value('address')}
                  error={errors.address}
                />
                <Field
                  name="quantity"
                  label={t('orders.quantity')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  required
                  value={quantityText}
                  onChange={(event) => setQuantityText(event.target.value)}
                  error={errors.quantity}
                />
                <TextAreaField
                  name="notes"
                  label={t('orders.notes')}
                  rows={2}
                  maxLength={1000}
                  defaultValue={value('notes')}
                  error={errors.notes}
                />
                <div className="flex flex-wrap gap-2">
                  <SubmitButton
                    label={t('orders.submit', { total })}
                    busyLabel={t('orders.submitting')}
                    busy={pending}
                  />
                  <Dialog.Close className="min-h-11 rounded-md border border-slate-400 px-4 font-semibold">
                    {t('orders.cancel')}
                  </Dialog.Close>
                </div>
              </form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
