import { deleteSubCategoryAction } from '@/app/[locale]/admin/categories/actions';
import { english } from '@/lib/i18n/english';
import { AdminList } from '../list/admin-list';
import type { Column } from '../list/data-table';
import { RowActions } from '../list/row-actions';
import { AdminScreen } from '../shared/admin-screen';
import { DeleteButton } from '../shared/delete-button';
import { EditDialog } from '../shared/edit-dialog';
import { SubCategoryForm } from './sub-category-form';

const LIST_HREF = '/admin/categories';

type SubCategoryRow = { id: number; name: string; categoryName: string | null };
type Props = Parameters<typeof SubCategoryForm>[0];

const columns: Column<SubCategoryRow>[] = [
  { key: 'id', header: english('admin.catalogue.columns.id'), cell: (sub) => sub.id },
  { key: 'name', header: english('admin.catalogue.columns.name'), cell: (sub) => sub.name },
  {
    key: 'parent',
    header: english('admin.catalogue.columns.parent'),
    cell: (sub) => sub.categoryName ?? english('admin.catalogue.unknownParent'),
  },
  {
    key: 'actions',
    header: english('admin.catalogue.columns.actions'),
    cell: (sub) => (
      <RowActions
        href={`${LIST_HREF}?edit=${sub.id}`}
        label={english('admin.catalogue.subEditNamed', { name: sub.name })}
        text={english('admin.catalogue.edit')}
      >
        <DeleteButton
          action={deleteSubCategoryAction}
          id={sub.id}
          name={sub.name}
          label={english('admin.catalogue.subDeleteNamed', { name: sub.name })}
        />
      </RowActions>
    ),
  },
];

/** Spec §2.11 Categories: sub-categories with their parent ("Unknown" if missing), add, edit, delete. Its page reads the data. */
export function CategoriesAdmin({
  subCategories,
  parents,
  editing,
}: {
  /** null when they could not be read. */
  subCategories: SubCategoryRow[] | null;
  parents: Props['parents'];
  editing: Props['subCategory'] | null;
}) {
  return (
    <AdminScreen id="categories-heading" heading={english('admin.catalogue.tabs.categories')}>
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="mb-3 text-lg font-semibold">{english('admin.catalogue.addSubCategory')}</h3>
        <SubCategoryForm parents={parents} />
      </div>
      <AdminList
        label={english('admin.catalogue.tabs.categories')}
        listing={subCategories && { rows: subCategories, page: 1, pageCount: 1 }}
        failedText={english('admin.catalogue.fetchCategoriesFailed', { message: english('auth.unexpected') })}
        emptyText={english('admin.catalogue.noSubCategories')}
        columns={columns}
        rowKey={(sub) => sub.id}
        rowTestId="sub-category-row"
      />
      {editing ? (
        <EditDialog title={english('admin.catalogue.editSubCategory')} closeHref={LIST_HREF}>
          <SubCategoryForm parents={parents} subCategory={editing} />
        </EditDialog>
      ) : null}
    </AdminScreen>
  );
}
