import { Field, SelectField } from '@/components/forms/field';
import { GST_CLASSES, type GstClass, UNITS, type Unit } from '@/lib/gst/tax-facts';
import { english } from '@/lib/i18n/english';

const GST_CHOICES = GST_CLASSES.map((gstClass) => ({ value: gstClass, label: gstClassName(gstClass) }));
const UNIT_CHOICES = Object.entries(UNITS).map(([code, name]) => ({ value: code, label: `${code} (${name})` }));

/** "Nil-rated (0 %)", "Exempt", "5 %": how the back office names a GST treatment. */
export function gstClassName(gstClass: GstClass): string {
  return gstClass === 'nil' || gstClass === 'exempt'
    ? english(`admin.catalogue.gstClasses.${gstClass}`)
    : `${gstClass} %`;
}

/** A product's tax facts on its form: what a bill needs to show its taxable value and tax. */
export function TaxFields({
  prefix,
  errors,
  kept,
  product,
}: {
  prefix: string;
  errors: Record<string, string | undefined>;
  kept: (field: string, initial: string) => string;
  product?: { hsnCode: string | null; gstClass: GstClass | null; unit: Unit };
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold">{english('admin.catalogue.fields.tax')}</legend>
      <p className="text-sm text-slate-600">{english('admin.catalogue.fields.taxHint')}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        <Field
          id={`${prefix}-hsn`}
          name="hsnCode"
          label={english('admin.catalogue.fields.hsnCode')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          defaultValue={kept('hsnCode', product?.hsnCode ?? '')}
          error={errors.hsnCode}
        />
        <SelectField
          id={`${prefix}-gst`}
          name="gstClass"
          label={english('admin.catalogue.fields.gstClass')}
          placeholder={english('admin.catalogue.fields.chooseGst')}
          options={GST_CHOICES}
          defaultValue={kept('gstClass', product?.gstClass ?? '')}
          error={errors.gstClass}
        />
        <SelectField
          id={`${prefix}-unit`}
          name="unit"
          label={english('admin.catalogue.fields.unit')}
          placeholder={english('admin.catalogue.fields.chooseUnit')}
          options={UNIT_CHOICES}
          defaultValue={kept('unit', product?.unit ?? 'NOS')}
          error={errors.unit}
        />
      </div>
    </fieldset>
  );
}
