import { declareErrors } from '../errors/app-error';
import { type DeleteRecordOptions, deleteWithPicture } from '../storage/delete-with-picture';

export const deleteProductErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Spec §2.11 product delete. Orders keep the product's name and price (their link becomes empty). */
export function deleteProduct(options: DeleteRecordOptions): Promise<void> {
  return deleteWithPicture({
    ...options,
    permission: 'catalogue',
    entity: 'products',
    remove: async (trx, id) => {
      const product = await trx
        .deleteFrom('products')
        .where('id', '=', id)
        .returning(['name', 'slug', 'price_paise', 'image_url'])
        .executeTakeFirst();
      return (
        product && {
          before: { name: product.name, slug: product.slug, price_paise: product.price_paise },
          picture: product.image_url,
        }
      );
    },
  });
}
