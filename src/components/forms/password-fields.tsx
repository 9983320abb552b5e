import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/schemas/auth';
import { Field } from './field';

/** The password a person has now: to sign in, or asked again before a change that matters. */
export function CurrentPasswordField({
  name = 'password',
  label,
  error,
  autoFocus,
}: {
  name?: string;
  label: string;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <Field
      name={name}
      label={label}
      type="password"
      autoComplete="current-password"
      autoFocus={autoFocus}
      required
      maxLength={PASSWORD_MAX_LENGTH}
      error={error}
    />
  );
}

/** A new password and its confirmation (sign-up, reset, a change, and a staff invitation's 12 characters). */
export function NewPasswordFields({
  name = 'password',
  label,
  confirmLabel,
  errors,
  minLength = PASSWORD_MIN_LENGTH.visitor,
  hint,
}: {
  /** The new password's field ("newPassword" beside the current one). */
  name?: string;
  label: string;
  confirmLabel: string;
  errors: Record<string, string | undefined>;
  minLength?: number;
  hint?: string;
}) {
  return (
    <>
      <Field
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={minLength}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={hint}
        error={errors[name]}
      />
      <Field
        name="confirmPassword"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.confirmPassword}
      />
    </>
  );
}
