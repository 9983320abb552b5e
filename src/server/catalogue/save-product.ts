import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { encodeList } from '@/lib/lists';
import { type ProductInput, splitFeatures } from '@/lib/schemas/catalogue';
import type { TranslationsInput } from '@/lib/schemas/translation-fields';
import { slugify } from '@/lib/slugs';
import { recordAudit } from '../audit/record-audit';
import { assertPermission, type StaffActor } from '../auth/admin-access';
import type { Database } from '../db/schema';
import { AppError, declareErrors } from '../errors/app-error';
import { writeTranslations } from '../i18n/content-translations';
import { changePicture, type UploadedPicture } from '../storage/change-picture';
import type { FileStorage } from '../storage/file-storage';
import { saveUploadErrors } from '../storage/save-upload';

const PRODUCT_PICTURE = { maxWidth: 960 } as const;

export const saveProductErrors = declareErrors(
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'SUB_CATEGORY_NOT_FOUND',
  'NOT_FOUND',
  ...saveUploadErrors,
);

/**
 * Adds a product (no `id`) or changes one (spec §2.11 Add Product / Edit
 * Product). An uploaded picture (PNG, JPEG or GIF, checked by content) is
 * stored as WebP at most 960 px wide and replaces the URL; a replaced picture
 * of ours is deleted. The slug comes from the name on creation and stays after
 * (links keep working). An audit line is written with the change. Its
 * Assamese and Hindi texts, when given, are saved with it (features stored as a list).
 * A sub-category deleted meanwhile gives SUB_CATEGORY_NOT_FOUND; the product
 * itself gone, NOT_FOUND.
 */
export async function saveProduct(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  logger: Logger;
  actor: StaffActor | null;
  id?: number;
  input: ProductInput;
  picture: UploadedPicture | null;
  translations?: TranslationsInput<'name' | 'description' | 'features'>;
}): Promise<{ id: number; slug: string }> {
  assertPermission(options.actor, 'catalogue');
  const { db, actor, id, input } = options;
  const subCategory = await db
    .selectFrom('sub_categories')
    .select('id')
    .where('id', '=', input.subCategoryId)
    .executeTakeFirst();
  if (!subCategory) throw new AppError('SUB_CATEGORY_NOT_FOUND');
  const current =
    id === undefined ? null : await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (id !== undefined && !current) throw new AppError('NOT_FOUND');

  const fields = {
    name: input.name,
    description: input.description,
    price_paise: input.price,
    discount_price_paise: input.discountAmount,
    discount_percentage: input.discountPercentage,
    features: encodeList(input.features),
    sub_category_id: input.subCategoryId,
    hsn_code: input.hsnCode,
    gst_class: input.gstClass,
    unit: input.unit,
    updated_at: new Date().toISOString(),
  };
  let saved = { id: id ?? 0, slug: current?.slug ?? '' };
  const written = await changePicture({
    storage: options.storage,
    logger: options.logger,
    picture: options.picture,
    // A typed URL replaces the picture too; an empty one keeps what is there.
    remove: false,
    currentUrl: current?.image_url ?? null,
    shape: PRODUCT_PICTURE,
    allowedKinds: ['png', 'jpeg', 'gif'],
    write: async (pictureUrl) => {
      const imageUrl = options.picture ? pictureUrl : (input.imageUrl ?? current?.image_url ?? null);
      const row = await db.transaction().execute(async (trx) => {
        const result = current
          ? await trx
              .updateTable('products')
              .set({ ...fields, image_url: imageUrl })
              .where('id', '=', current.id)
              .returning(['id', 'slug'])
              .executeTakeFirst()
          : await trx
              .insertInto('products')
              .values({ ...fields, image_url: imageUrl, slug: await freeSlug(trx, input.name) })
              .returning(['id', 'slug'])
              .executeTakeFirst();
        if (result && options.translations) {
          const { as, hi } = options.translations;
          const stored = (texts: typeof as) =>
            texts && { ...texts, features: encodeList(splitFeatures(texts.features)) };
          await writeTranslations(trx, 'product_translations', result.id, { as: stored(as), hi: stored(hi) });
        }
        if (result) {
          await recordAudit(trx, {
            actor,
            action: current ? 'update' : 'create',
            entity: 'products',
            entityId: result.id,
            before: current
              ? {
                  name: current.name,
                  price_paise: current.price_paise,
                  hsn_code: current.hsn_code,
                  gst_class: current.gst_class,
                  unit: current.unit,
                }
              : undefined,
            after: {
              name: input.name,
              price_paise: input.price,
              hsn_code: input.hsnCode,
              gst_class: input.gstClass,
              unit: input.unit,
            },
          });
        }
        return result;
      });
      if (row) saved = row;
      return row !== undefined;
    },
  });
  if (!written) throw new AppError('NOT_FOUND');
  return saved;
}

/** The name's slug, with -2, -3… when another product has it already. */
async function freeSlug(db: Kysely<Database>, name: string): Promise<string> {
  const base = slugify(name) || 'product';
  const taken = new Set(
    (
      await db
        .selectFrom('products')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}
