'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useId } from 'react';
import { OrderForm, type OrderSubject } from './order-form';
import { useOrderTexts } from './order-texts-provider';

/**
 * The Order Now dialog and the cart's "Send order request" dialog (spec §2.8):
 * a sheet from the bottom on phones, centred on wider screens; closes on
 * Cancel, Escape or Close after "Order Confirmed!".
 */
export function OrderDialog({
  subject,
  heading,
  summary,
  open,
  onOpenChange,
  onConfirmed,
}: {
  subject: OrderSubject;
  heading: string;
  /** Under the heading: the unit price, or the cart's count and total. */
  summary?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirmed?: (reference: string) => void;
}) {
  // Each opening is a new instance (see OrderButton): blank, quantity 1, a new idempotency key.
  const texts = useOrderTexts();
  const titleId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-labelledby={titleId}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[32rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
        >
          <OrderForm
            subject={subject}
            texts={texts}
            onConfirmed={onConfirmed}
            confirmedTitle={
              <Dialog.Title id={titleId} className="text-2xl font-bold text-emerald-800">
                {texts.confirmedTitle}
              </Dialog.Title>
            }
            afterConfirmed={
              <Dialog.Close className="min-h-11 rounded-md bg-cyan-800 px-4 font-semibold text-white">
                {texts.close}
              </Dialog.Close>
            }
            cancel={
              <Dialog.Close className="min-h-11 rounded-md border border-slate-400 px-4 font-semibold">
                {texts.cancel}
              </Dialog.Close>
            }
          >
            <Dialog.Title id={titleId} className="mb-1 text-xl font-bold">
              {heading}
            </Dialog.Title>
            {summary}
          </OrderForm>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
