'use client';

import { useEffect, useState } from 'react';
import { saveProductAction } from '@/app/[locale]/admin/products/actions';
import { choicesOf, Field, SelectField, TextAreaField } from '@/components/forms/field';
import { selectClass } from '@/components/ui/select';
import { UPLOAD_MAX_BYTES } from '@/lib/forms/upload-limit';
import { english } from '@/lib/i18n/english';
import { localeField } from '@/lib/i18n/translated-field-names';
import { discountedPricePaise, formatPaise, parseRupeesToPaise } from '@/lib/money';
import { PRODUCT_IMAGE_ACCEPT, productFormSchema } from '@/lib/schemas/catalogue';
import type { AdminProduct } from '@/server/catalogue/find-admin-products';
import { AdminForm, useAdminForm } from '../shared/admin-form';
import { LanguageTabs, labelIn } from '../shared/language-tabs';
import { SaveButton } from '../shared/save-button';
import { TaxFields } from './tax-fields';

export type CategoryChoice = { id: number; name: string; subCategories: { id: number; name: string }[] };

const checkFiles = (formData: FormData): Record<string, string> => {
  const file = formData.get('picture');
  if (!(file instanceof File) || file.size === 0) return {};
  if (file.size > UPLOAD_MAX_BYTES) return { picture: english('admin.catalogue.imageTooLarge') };
  return ['image/png', 'image/jpeg', 'image/gif'].includes(file.type)
    ? {}
    : { picture: english('admin.catalogue.imageType') };
};

const rupeesText = (paise: number | null | undefined) =>
  paise === null || paise === undefined ? '' : (paise / 100).toFixed(2);

/**
 * Add Product and Edit Product (spec §2.11): parent and sub-category (changing
 * the parent clears the sub-category), picture by URL or upload with a
 * preview, price, a discount amount or a percentage (typing one clears the
 * other) with a live preview of the old price, the new one and the OFF badge,
 * and comma-separated features.
 */
export function ProductForm({
  categories,
  product,
  initialSubCategoryId,
}: {
  categories: CategoryChoice[];
  product?: AdminProduct;
  /** A sub-category chosen in advance (Add RAS Equipment). */
  initialSubCategoryId?: number;
}) {
  const form = useAdminForm(saveProductAction, productFormSchema, { checkFiles });
  const { errors, kept } = form;
  const [parentId, setParentId] = useState(() => String(product?.categoryId ?? ''));
  const [subCategoryId, setSubCategoryId] = useState(() =>
    kept('subCategoryId', String(product?.subCategoryId ?? initialSubCategoryId ?? '')),
  );
  const [price, setPrice] = useState(() => kept('price', rupeesText(product?.pricePaise)));
  const [amount, setAmount] = useState(() => kept('discountAmount', rupeesText(product?.discountPricePaise)));
  const [percentage, setPercentage] = useState(() =>
    kept('discountPercentage', product?.discountPercentage === null ? '' : String(product?.discountPercentage ?? '')),
  );
  const [picturePreview, setPicturePreview] = useState<string | null>(null);
  useEffect(() => () => (picturePreview ? URL.revokeObjectURL(picturePreview) : undefined), [picturePreview]);

  // A sub-category chosen before (an edit, or a refused form) selects its parent.
  useEffect(() => {
    if (parentId || !subCategoryId) return;
    const parent = categories.find((category) =>
      category.subCategories.some((sub) => String(sub.id) === subCategoryId),
    );
    if (parent) setParentId(String(parent.id));
  }, [categories, parentId, subCategoryId]);

  const subCategories = categories.find((category) => String(category.id) === parentId)?.subCategories ?? [];
  const pricePaise = parseRupeesToPaise(price);
  const discounted =
    pricePaise === null
      ? null
      : discountedPricePaise({
          pricePaise,
          discountPricePaise: parseRupeesToPaise(amount),
          discountPercentage: percentage.trim() ? Number(percentage) : null,
        });
  const offPercent =
    pricePaise && discounted !== null && discounted < pricePaise
      ? Math.round(((pricePaise - discounted) / pricePaise) * 100)
      : 0;
  const prefix = product ? `edit-product-${product.id}` : 'add-product';

  return (
    <AdminForm form={form} recordId={product?.id}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-parent`} className="text-sm font-medium text-slate-800">
          {english('admin.catalogue.fields.parent')}
        </label>
        <select
          id={`${prefix}-parent`}
          value={parentId}
          onChange={(event) => {
            setParentId(event.target.value);
            setSubCategoryId('');
          }}
          className={selectClass}
        >
          <option value="">{english('admin.catalogue.fields.chooseParent')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <SelectField
        id={`${prefix}-sub`}
        name="subCategoryId"
        label={english('admin.catalogue.fields.sub')}
        placeholder={english('admin.catalogue.fields.chooseSub')}
        options={choicesOf(subCategories)}
        value={subCategoryId}
        onChange={(event) => setSubCategoryId(event.target.value)}
        error={errors.subCategoryId}
      />
      <LanguageTabs
        id={`${prefix}-languages`}
        fields={['name', 'description', 'features']}
        errors={errors}
        translations={product?.translations}
      >
        {(locale) => {
          const isEnglish = locale === 'en';
          const translation = isEnglish ? undefined : product?.translations?.[locale];
          const name = (field: string) => localeField(field, locale);
          const lang = isEnglish ? undefined : locale;
          return (
            <>
              <Field
                id={`${prefix}-${name('name')}`}
                name={name('name')}
                label={labelIn(english('admin.catalogue.fields.name'), locale)}
                required={isEnglish}
                maxLength={200}
                lang={lang}
                defaultValue={kept(name('name'), isEnglish ? (product?.name ?? '') : (translation?.name ?? ''))}
                error={errors[name('name')]}
              />
              <TextAreaField
                id={`${prefix}-${name('description')}`}
                name={name('description')}
                label={labelIn(english('admin.catalogue.fields.description'), locale)}
                rows={3}
                maxLength={5000}
                lang={lang}
                defaultValue={kept(
                  name('description'),
                  isEnglish ? (product?.description ?? '') : (translation?.description ?? ''),
                )}
                error={errors[name('description')]}
              />
              <Field
                id={`${prefix}-${name('features')}`}
                name={name('features')}
                label={labelIn(english('admin.catalogue.fields.features'), locale)}
                maxLength={2000}
                lang={lang}
                defaultValue={kept(
                  name('features'),
                  isEnglish ? (product?.features.join(', ') ?? '') : (translation?.features.join(', ') ?? ''),
                )}
                error={errors[name('features')]}
              />
            </>
          );
        }}
      </LanguageTabs>
      <Field
        id={`${prefix}-image-url`}
        name="imageUrl"
        label={english('admin.catalogue.fields.imageUrl')}
        inputMode="url"
        maxLength={500}
        defaultValue={kept('imageUrl', product?.imageUrl ?? '')}
        error={errors.imageUrl}
      />
      <Field
        id={`${prefix}-picture`}
        name="picture"
        type="file"
        accept={PRODUCT_IMAGE_ACCEPT}
        label={english('admin.catalogue.fields.imageFile')}
        error={errors.picture}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setPicturePreview(file ? URL.createObjectURL(file) : null);
        }}
      />
      {(picturePreview ?? product?.imageUrl) ? (
        // biome-ignore lint/performance/noImgElement: a preview of the chosen or current picture
        <img
          src={picturePreview ?? product?.imageUrl ?? ''}
          alt={english('admin.catalogue.preview')}
          width={160}
          height={120}
          className="h-30 w-40 rounded-md border border-slate-200 object-contain"
        />
      ) : null}
      <Field
        id={`${prefix}-price`}
        name="price"
        label={english('admin.catalogue.fields.price')}
        inputMode="decimal"
        required
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={errors.price}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <Field
          id={`${prefix}-discount-amount`}
          name="discountAmount"
          label={english('admin.catalogue.fields.discountAmount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            if (event.target.value) setPercentage('');
          }}
          error={errors.discountAmount}
        />
        <Field
          id={`${prefix}-discount-percentage`}
          name="discountPercentage"
          label={english('admin.catalogue.fields.discountPercentage')}
          inputMode="decimal"
          value={percentage}
          onChange={(event) => {
            setPercentage(event.target.value);
            if (event.target.value) setAmount('');
          }}
          error={errors.discountPercentage}
        />
      </div>
      {pricePaise !== null && discounted !== null ? (
        <p className="flex flex-wrap items-center gap-2" aria-live="polite" data-testid="price-preview">
          <span className="text-sm text-slate-600">{english('admin.catalogue.preview')}:</span>
          {offPercent > 0 ? <s className="text-slate-500">{formatPaise(pricePaise, 'en')}</s> : null}
          <span className="text-lg font-bold text-cyan-950">{formatPaise(discounted, 'en')}</span>
          {offPercent > 0 ? (
            <span className="rounded bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
              {english('admin.catalogue.off', { percent: offPercent })}
            </span>
          ) : null}
        </p>
      ) : null}
      <TaxFields prefix={prefix} errors={errors} kept={kept} product={product} />
      <div>
        <SaveButton label={english('admin.catalogue.save')} />
      </div>
    </AdminForm>
  );
}
