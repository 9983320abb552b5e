import { declareErrors } from '../errors/app-error';
import { type DeleteRecordOptions, deleteWithPicture } from '../storage/delete-with-picture';

export const deleteBlogPostErrors = declareErrors('UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND');

/** Deletes a post, then its featured image. */
export function deleteBlogPost(options: DeleteRecordOptions): Promise<void> {
  return deleteWithPicture({
    ...options,
    permission: 'blog',
    entity: 'blogs',
    remove: async (trx, id) => {
      const post = await trx
        .deleteFrom('blogs')
        .where('id', '=', id)
        .returning(['title', 'slug', 'featured_image_url'])
        .executeTakeFirst();
      return post && { before: { title: post.title, slug: post.slug }, picture: post.featured_image_url };
    },
  });
}
