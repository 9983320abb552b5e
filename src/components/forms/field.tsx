import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

type Labelled = { name: string; label: string; error?: string; hint?: string };

const controlClass = (error: string | undefined, extra: string | undefined) =>
  `min-h-11 w-full min-w-0 rounded-md border px-3 py-2 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-cyan-600 ${
    error ? 'border-red-600' : 'border-slate-400'
  } ${extra ?? ''}`;

/** What every field is given besides its control's own attributes. */
type Framed = Labelled & { id?: string; className?: string };

/** The attributes the control gets from its frame: its id, name, error state, description and look. */
type ControlProps = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

/** A field's props split into the frame's and the control's own. */
function framed<Props extends Framed>(props: Props): [Framed, Omit<Props, keyof Framed>] {
  const { name, label, error, hint, id, className, ...control } = props;
  return [{ name, label, error, hint, id, className }, control];
}

/** Label, hint and the announced error around one control; the control gets the ids it must point to. */
function FieldFrame({
  name,
  label,
  error,
  hint,
  id,
  className,
  children,
}: Framed & { children: (control: ControlProps) => ReactNode }) {
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id: inputId,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: controlClass(error, className),
      })}
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
export function Field(props: InputHTMLAttributes<HTMLInputElement> & Labelled & { ref?: Ref<HTMLInputElement> }) {
  const [frame, input] = framed(props);
  return <FieldFrame {...frame}>{(control) => <input {...control} {...input} />}</FieldFrame>;
}

/** The multi-line version of Field. */
export function TextAreaField(props: TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled) {
  const [frame, textarea] = framed(props);
  return <FieldFrame {...frame}>{(control) => <textarea {...control} {...textarea} />}</FieldFrame>;
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
export function SelectField(
  props: SelectHTMLAttributes<HTMLSelectElement> & Labelled & Choices & { placeholder: string },
) {
  const [frame, { placeholder, options, groups, ...select }] = framed(props);
  return (
    <FieldFrame {...frame} className={`${frame.className ?? ''} bg-white`}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          {options
            ? optionList(options)
            : groups?.map((group) => (
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
