import { Field } from '@/components/forms/field';
import { english } from '@/lib/i18n/english';
import type { useAdminForm } from '../shared/admin-form';

/** The name and role of a person shown on the site (a team member, a testimonial's author). */
export function NameAndRoleFields({
  form,
  prefix,
  person,
  roleRequired,
}: {
  form: ReturnType<typeof useAdminForm>;
  /** Keeps the fields' ids apart when several forms are on the page. */
  prefix: string;
  person?: { name: string; role: string | null };
  roleRequired: boolean;
}) {
  const { errors, kept } = form;
  return (
    <>
      <Field
        id={`${prefix}-name`}
        name="name"
        label={english('admin.people.name')}
        required
        maxLength={120}
        error={errors.name}
        defaultValue={kept('name', person?.name ?? '')}
      />
      <Field
        id={`${prefix}-role`}
        name="role"
        label={english('admin.people.role')}
        required={roleRequired}
        maxLength={120}
        error={errors.role}
        defaultValue={kept('role', person?.role ?? '')}
      />
    </>
  );
}
