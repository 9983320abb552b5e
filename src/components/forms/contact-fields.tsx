import type { InputHTMLAttributes } from 'react';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@/lib/forms/field-lengths';
import { Field } from './field';

type ContactFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> & {
  label: string;
  error?: string;
  hint?: string;
  /** The form field's name when it is not the usual one. */
  name?: string;
};

/** A person's full name, filled in by the browser's autofill. */
export function FullNameField({ name = 'name', ...props }: ContactFieldProps) {
  return <Field name={name} autoComplete="name" maxLength={NAME_MAX_LENGTH} {...props} />;
}

/** An e-mail address, with the e-mail keyboard on a phone. */
export function EmailAddressField({ name = 'email', ...props }: ContactFieldProps) {
  return <Field name={name} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />;
}

/** A mobile number, with the phone keypad on a phone. */
export function PhoneNumberField({ name = 'phone', ...props }: ContactFieldProps) {
  return <Field name={name} type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} {...props} />;
}
