import { describe, expect, it } from 'vitest';
import { adminFormFrame, pictureFrom, requiredId } from '@/app/[locale]/admin/admin-form-data';
import { formFields } from '@/lib/forms/form-state';
import { UPLOAD_MAX_BYTES } from '@/lib/forms/upload-limit';
import { orderDecisionSchema, orderDecisionsSchema } from '@/lib/schemas/orders';
import { testimonialFormSchema } from '@/lib/schemas/people';
import { staffRolesFormSchema } from '@/lib/schemas/staff';
import { isAppError } from '@/server/errors/app-error';

/** A form as the browser posts it: each pair one field, a name given twice sent twice. */
function form(...fields: [string, string | File][]): FormData {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return formData;
}

const picture = (bytes: number) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });

describe('[ADMIN][FORMS] every field of an admin form goes through its schema', () => {
  it('reads a field sent once as its value, one sent several times as the list, and leaves out React’s own fields', () => {
    const chosen = picture(10);
    const fields = formFields(
      form(['name', 'Ana'], ['ids', '3'], ['ids', '4'], ['picture', chosen], ['$ACTION_KEY', 'k0']),
    );
    expect(fields).toEqual({ name: 'Ana', ids: ['3', '4'], picture: chosen });
  });

  it('takes the record’s id and the list to go back to from the frame; a malformed id names no record', () => {
    expect(adminFormFrame.parse(formFields(form(['id', '12'], ['back', 'tab=chat&page=2'])))).toEqual({
      id: 12,
      back: 'tab=chat&page=2',
    });
    for (const id of ['', '0', '-3', '1.5', 'abc']) {
      expect(adminFormFrame.parse(formFields(form(['id', id]))), id).toEqual({ id: undefined, back: '' });
    }
    expect(adminFormFrame.parse(formFields(form(['id', picture(1)])))).toEqual({ id: undefined, back: '' });
    expect(() => requiredId(undefined)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('reads Confirm or Reject and its reason; anything else is no decision, for the action to refuse', () => {
    expect(orderDecisionSchema.parse(formFields(form(['decision', 'rejected'], ['reason', 'Out of stock'])))).toEqual({
      decision: 'rejected',
      reason: 'Out of stock',
    });
    expect(orderDecisionSchema.parse(formFields(form(['decision', 'maybe'])))).toEqual({ decision: null, reason: '' });
    expect(orderDecisionSchema.parse({ decision: ['done', 'rejected'], reason: picture(1) })).toEqual({
      decision: null,
      reason: '',
    });
  });

  it('reads the ticked orders as ids, each once, dropping anything that is no id', () => {
    const fields = formFields(form(['decision', 'done'], ['ids', '3'], ['ids', 'x'], ['ids', '3'], ['ids', '7']));
    expect(orderDecisionsSchema.parse(fields)).toEqual({ decision: 'done', ids: [3, 7] });
    // One ticked box is a list of one.
    expect(orderDecisionsSchema.parse(formFields(form(['decision', 'done'], ['ids', '9'])))).toEqual({
      decision: 'done',
      ids: [9],
    });
    expect(orderDecisionsSchema.parse(formFields(form(['decision', 'done'])))).toEqual({ decision: 'done', ids: [] });
    const many = form(
      ['decision', 'done'],
      ...Array.from({ length: 250 }, (_, i): [string, string] => ['ids', `${i + 1}`]),
    );
    expect(orderDecisionsSchema.parse(formFields(many)).ids).toHaveLength(200);
  });

  it('reads the staff form’s ticked roles (unknown ones dropped), its row and its contact', () => {
    expect(
      staffRolesFormSchema.parse(formFields(form(['roles', 'editor'], ['roles', 'emperor'], ['contact', 'a@b.in']))),
    ).toEqual({ roles: ['editor'], userId: '', contact: 'a@b.in' });
    expect(staffRolesFormSchema.parse(formFields(form(['userId', 'u1'])))).toEqual({
      roles: [],
      userId: 'u1',
      contact: '',
    });
  });

  it('reads a chosen picture through the form’s schema; no file, an empty one or text in its place is none', async () => {
    const base: [string, string][] = [
      ['name', 'Ana'],
      ['quote', 'Good fish'],
    ];
    const chosen = picture(10);
    const parsed = testimonialFormSchema.parse(formFields(form(...base, ['picture', chosen])));
    expect(parsed.picture).toBe(chosen);
    expect(await pictureFrom(parsed.picture)).toEqual({ data: new Uint8Array(10), name: 'photo.png' });
    for (const none of [new File([], ''), 'not a file']) {
      expect(testimonialFormSchema.parse(formFields(form(...base, ['picture', none]))).picture).toBeNull();
    }
    expect(testimonialFormSchema.parse(formFields(form(...base))).picture).toBeNull();
  });

  it('refuses a picture over the upload limit unread', async () => {
    const error = await pictureFrom(picture(UPLOAD_MAX_BYTES + 1)).catch((caught: unknown) => caught);
    expect(isAppError(error, 'FILE_TOO_LARGE')).toBe(true);
    expect(await pictureFrom(picture(UPLOAD_MAX_BYTES))).not.toBeNull();
  });
});
