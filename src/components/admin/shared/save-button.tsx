'use client';

import { SubmitButton } from '@/components/forms/submit-button';
import { english } from '@/lib/i18n/english';

/** The submit button of an admin form: its label, and "Saving..." while the form is sent. */
export function SaveButton({ label }: { label: string }) {
  return <SubmitButton label={label} busyLabel={english('admin.saving')} />;
}
