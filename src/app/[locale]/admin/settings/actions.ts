'use server';

import type { FormState } from '@/lib/forms/form-state';
import { settingsFormSchema } from '@/lib/schemas/settings-form';
import { saveSettings, saveSettingsErrors } from '@/server/settings/save-settings';
import { adminAction } from '../admin-action';
import { adminErrors } from '../admin-errors';
import { SETTINGS_FIELDS } from './settings-fields';

export async function saveSettingsAction(_state: FormState, formData: FormData): Promise<FormState> {
  return adminAction(formData, {
    values: SETTINGS_FIELDS,
    schema: settingsFormSchema,
    errors: adminErrors([saveSettingsErrors], {}),
    failed: 'admin.settings.saveFailed',
    run: ({ actor, services, input }) => saveSettings({ ...services, actor, input }),
    refresh: 'settings',
    success: 'admin.settings.saved',
    redirectTo: '/admin/settings',
  });
}
