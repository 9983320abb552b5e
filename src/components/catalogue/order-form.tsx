'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { type OrderFormState, placeCartOrderAction, placeOrderAction } from '@/app/[locale]/(site)/products/actions';
import { BotTrap, useFormStart } from '@/components/forms/bot-trap';
import { EmailAddressField, FullNameField, PhoneNumberField } from '@/components/forms/contact-fields';
import { Field, SelectField, TextAreaField } from '@/components/forms/field';
import { FormMessage } from '@/components/forms/form-message';
import { LocaleField } from '@/components/forms/locale-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePermalink, useValidatedForm } from '@/components/forms/use-validated-form';
import { useLocale } from '@/components/layout/use-site-path';
import { fill } from '@/lib/i18n/fill';
import { formatPaise } from '@/lib/money';
import { type CustomerDetails, quantityOrOne } from '@/lib/schemas/orders';
import type { CartItem } from './cart-store';
import type { OrderFormTexts } from './order-texts';

const initialState: OrderFormState = { status: 'idle' };
const CUSTOMER_FIELDS = ['name', 'phone', 'email', 'address'] as const;
/** Most of the farmers the company serves are in Assam: the state a form starts with. */
const DEFAULT_STATE = 'Assam';

/** What the product pages hand the order button (spec §4). */
export type OrderableProduct = { id: number; name: string; unitPricePaise: number };

export type OrderSubject = { kind: 'product'; product: OrderableProduct } | { kind: 'cart'; items: CartItem[] };

/**
 * The order request form (spec §2.8) of the Order Now dialog, the order page
 * (which works as a plain form without JavaScript) and the cart: name, mobile,
 * optional e-mail, address, quantity (one product) and notes. The total
 * follows the quantity (display only; the server computes the stored one).
 * "Placing Order..." while busy, then "Order Confirmed!" with the reference.
 * A signed-in customer's details are filled in; a guest types them.
 */
export function OrderForm({
  subject,
  texts,
  initial,
  confirmedTitle,
  cancel,
  afterConfirmed,
  onConfirmed,
  children,
}: {
  subject: OrderSubject;
  texts: OrderFormTexts;
  /** A page rendered for this visitor brings its start token, details and idempotency key; a dialog asks. */
  initial?: { token: string; customer: CustomerDetails | null; idempotencyKey: string };
  /** The heading of the confirmation ("Order Confirmed!"): a dialog's title or a page's heading. */
  confirmedTitle: ReactNode;
  cancel?: ReactNode;
  afterConfirmed?: ReactNode;
  onConfirmed?: (reference: string) => void;
  /** Shown above the form until the order is confirmed: its heading and what is ordered. */
  children?: ReactNode;
}) {
  const isCart = subject.kind === 'cart';
  const locale = useLocale();
  const { state, formAction, onSubmit, errors, formRef, key, pending } = useValidatedForm(
    isCart ? placeCartOrderAction : placeOrderAction,
    null,
    {
      initialState,
      messages: texts.errors,
      permalink: usePermalink(),
      // A dropped connection keeps the form as typed (the same idempotency key makes a retry safe).
      send: {
        networkError: texts.networkError,
        loadCheck: () =>
          import('./order-checks').then((checks) => (isCart ? checks.cartOrderCheck : checks.orderCheck)),
      },
    },
  );
  const start = useFormStart<CustomerDetails>('order', initial);
  const [idempotencyKey] = useState(() => initial?.idempotencyKey ?? randomKey());
  const [quantityText, setQuantityText] = useState(() => state.values?.quantity ?? '1');
  const confirmed = state.status === 'success' ? state.reference : undefined;

  useEffect(() => {
    if (confirmed) onConfirmed?.(confirmed);
  }, [confirmed, onConfirmed]);

  // Details that arrive after the form appeared fill only what the visitor left empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever the form is remounted (key)
  useEffect(() => {
    const customer = start.customer;
    const form = formRef.current;
    if (!customer || !form) return;
    for (const field of CUSTOMER_FIELDS) {
      const input = form.elements.namedItem(field);
      if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value === '') {
        input.value = customer[field];
      }
    }
  }, [start.customer, key, formRef]);

  if (confirmed) {
    return (
      <div className="flex flex-col gap-3 text-center">
        {confirmedTitle}
        <p role="status">{texts.submitted}</p>
        <p>{texts.confirmedText}</p>
        <p className="font-semibold">{fill(texts.reference, { reference: confirmed })}</p>
        {afterConfirmed}
      </div>
    );
  }

  const value = (field: string) => state.values?.[field] ?? initial?.customer?.[field as keyof CustomerDetails] ?? '';
  const totalPaise =
    subject.kind === 'product'
      ? subject.product.unitPricePaise * quantityOrOne(quantityText)
      : subject.items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);
  const total = formatPaise(totalPaise, locale);
  // Without the script the total cannot follow the quantity, so the button does not show one.
  const submitLabel = start.scripted
    ? fill(isCart ? texts.cartSubmit : texts.submit, { total })
    : fill(isCart ? texts.cartSubmit : texts.submit, { total: '' }).replace(/\s*·\s*$/, '');

  return (
    <>
      {children}
      <form key={key} ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
        <FormMessage state={state} />
        {errors.items ? <p className="text-sm text-red-700">{errors.items}</p> : null}
        {subject.kind === 'product' ? (
          <input type="hidden" name="productId" value={subject.product.id} />
        ) : (
          <input
            type="hidden"
            name="items"
            value={JSON.stringify(subject.items.map((item) => ({ productId: item.id, quantity: item.quantity })))}
          />
        )}
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <LocaleField />
        <BotTrap token={start.token} label={texts.honeypot} />
        <FullNameField label={texts.fullName} required defaultValue={value('name')} error={errors.name} />
        <PhoneNumberField
          label={texts.phone}
          hint={texts.contactHint}
          required
          defaultValue={value('phone')}
          error={errors.phone}
        />
        <label className="-mt-2 flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="whatsappUpdates"
            defaultChecked={value('whatsappUpdates') === 'on'}
            className="size-5 accent-emerald-700"
          />
          <span>{texts.whatsappUpdates}</span>
        </label>
        <EmailAddressField label={texts.email} defaultValue={value('email')} error={errors.email} />
        <TextAreaField
          name="address"
          label={texts.address}
          autoComplete="street-address"
          required
          rows={3}
          maxLength={500}
          defaultValue={value('address')}
          error={errors.address}
        />
        <SelectField
          name="state"
          label={texts.state}
          autoComplete="address-level1"
          required
          placeholder={texts.state}
          groups={[
            { label: texts.northEast, options: texts.states.northEast },
            { label: texts.otherStates, options: texts.states.other },
          ]}
          defaultValue={value('state') || DEFAULT_STATE}
          error={errors.state}
        />
        <details className="rounded-md border border-slate-200 px-3 py-2" open={Boolean(value('buyerGstin'))}>
          <summary className="min-h-11 cursor-pointer py-2">{texts.business}</summary>
          <Field
            name="buyerGstin"
            label={texts.gstin}
            hint={texts.gstinHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            defaultValue={value('buyerGstin')}
            error={errors.buyerGstin}
          />
        </details>
        {subject.kind === 'product' ? (
          <Field
            name="quantity"
            label={texts.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            error={errors.quantity}
          />
        ) : null}
        <TextAreaField
          name="notes"
          label={texts.notes}
          rows={2}
          maxLength={1000}
          defaultValue={value('notes')}
          error={errors.notes}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton label={submitLabel} busyLabel={texts.submitting} busy={pending} />
          {cancel}
        </div>
      </form>
    </>
  );
}

/** An idempotency key; crypto.randomUUID exists only on https and localhost, and farmers may open the site by a LAN address. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
