import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@/lib/forms/upload-limit';
import { english } from '@/lib/i18n/english';
import { translate } from '@/lib/i18n/messages';

const catalogue = (file: string) => readFileSync(path.join(import.meta.dirname, '../../messages', file), 'utf8');

describe('[UPLOADS] one upload limit', () => {
  it('is 5 MB (spec §5 and §9)', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('is never written as a figure in the texts: they name {uploadMegabytes}', () => {
    for (const file of ['en.json', 'as.json', 'hi.json']) {
      expect(catalogue(file), file).not.toMatch(/\d\s?MB/);
    }
  });

  it('is stated in the texts as the spec quotes them', () => {
    expect(english('admin.people.fileTooLarge')).toBe('File size must be less than 5MB');
    expect(english('admin.catalogue.imageTooLarge')).toBe('File size must be less than 5MB');
    expect(english('admin.blog.fields.imageFile')).toBe('Or upload a featured image (up to 5 MB)');
    expect(translate('en', 'forms.fileTooLarge')).toBe('The file is larger than 5 MB. Please choose a smaller file.');
    expect(translate('en', 'forms.fileTooLargeNamed', { name: 'cv.pdf' })).toBe(
      'cv.pdf is larger than 5 MB. Please choose a smaller file.',
    );
    expect(translate('hi', 'submissions.join.resumeHint')).toContain('5 MB');
  });
});
