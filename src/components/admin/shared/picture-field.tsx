import { Field } from '@/components/forms/field';
import { english } from '@/lib/i18n/english';

/** File input for a person's picture; on an edit form, the current picture and a way to remove it. */
export function PictureField({
  label,
  error,
  currentUrl,
}: {
  label: string;
  error?: string;
  currentUrl?: string | null;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Field
        name="picture"
        label={label}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        error={error}
      />
      {currentUrl ? (
        <div className="flex items-center gap-3">
          {/* biome-ignore lint/performance/noImgElement: a small preview of an uploaded picture */}
          <img
            src={currentUrl}
            alt={english('admin.people.currentPicture')}
            width={48}
            height={48}
            className="size-12 rounded-full object-cover"
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="removePicture" className="size-5" />
            {english('admin.people.removePicture')}
          </label>
        </div>
      ) : null}
    </div>
  );
}
