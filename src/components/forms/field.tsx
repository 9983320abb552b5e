import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

type Labelled = { name: string; label: string; error?: string; hint?: string };

const controlClass = (error: string | undefined, extra: string | undefined) =>
  `min-h-11 w-full min-w-0 rounded-md border px-3 py-2 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-cyan-600 ${
    error ? 'border-red-600' : 'border-slate-400'
  } ${extra ?? ''}`;

/** Label, hint and the announced error around one control; the control gets the ids it must point to. */
function FieldFrame({
  name,
  label,
  error,
  hint,
  id,
  children,
}: Labelled & {
  id: string | undefined;
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id: inputId, describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="min-h-5 text-sm text-red-700" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({
  name,
  label,
  error,
  hint,
  id,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Labelled & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <input
          id={control.id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          className={controlClass(error, className)}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/** The multi-line version of Field. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled) {
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <textarea
          id={control.id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          className={controlClass(error, className)}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

type Choice = { value: string; label: string };
/** Each option sends its value and shows its label (in the page's language); `groups` shows them under headings. */
type Choices =
  | { options: readonly Choice[]; groups?: never }
  | { groups: { label: string; options: readonly Choice[] }[]; options?: never };

const optionList = (options: readonly Choice[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

/** The select version of Field; the choices are shown as given, after a placeholder that is no answer. */
export function SelectField({
  name,
  label,
  error,
  hint,
  id,
  className,
  placeholder,
  options,
  groups,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & Labelled & Choices & { placeholder: string }) {
  return (
    <FieldFrame name={name} label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <select
          id={control.id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          className={`${controlClass(error, className)} bg-white`}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options
            ? optionList(options)
            : groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {optionList(group.options)}
                </optgroup>
              ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A select's choices from named records (categories and the like). */
export const choicesOf = (records: readonly { id: number; name: string }[]): Choice[] =>
  records.map((record) => ({ value: String(record.id), label: record.name }));
