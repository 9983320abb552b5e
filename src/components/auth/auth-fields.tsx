import { Field } from '@/components/forms/field';
import type { FormState } from '@/lib/forms/form-state';

/** The e-mail field of every auth form; keeps what was typed when the server refuses it. */
export function EmailField({ state, error, label }: { state: FormState; error?: string; label: string }) {
  return (
    <Field
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      required
      maxLength={254}
      defaultValue={state.values?.email}
      key={`email-${state.status}-${state.values?.email ?? ''}`}
      error={error}
    />
  );
}

/** A new password and its confirmation (signup and reset). */
export function NewPasswordFields({
  label,
  confirmLabel,
  errors,
}: {
  label: string;
  confirmLabel: string;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Field
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        maxLength={128}
        error={errors.password}
      />
      <Field
        name="confirmPassword"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        error={errors.confirmPassword}
      />
    </>
  );
}
