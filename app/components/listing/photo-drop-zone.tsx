import { useId, useState } from 'react';

import { useI18n } from '~/i18n/context';
import type { PhotoRole } from '~/lib/photos/rules';

/** What the file pickers offer; the server reads the file itself to decide (ADR 0047). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';

const button =
  'inline-flex cursor-pointer items-center rounded-lg px-4 py-2 text-sm font-semibold focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600';

/**
 * Where files are given: dropped on it, chosen with the file button, or (photos) taken with the
 * phone's camera, which `capture` opens straight away on a phone and a desktop ignores.
 */
export function PhotoDropZone({
  role,
  onFiles,
}: {
  role: PhotoRole;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null, input?: HTMLInputElement) => {
    const files = [...(list ?? [])];
    // Cleared, so choosing the same file again after a refusal sends it again.
    if (input) input.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      data-testid={`drop-${role}`}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center sm:flex-row sm:justify-center ${
        over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <p className="text-sm text-slate-700">
        {t(role === 'photo' ? 'photos.drop' : 'photos.dropPlans')}{' '}
        <span className="text-slate-500">{t('photos.or')}</span>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <label
          htmlFor={`${id}-files`}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {t(role === 'photo' ? 'photos.choose' : 'photos.choosePlans')}
          <input
            id={`${id}-files`}
            type="file"
            accept={ACCEPT}
            multiple
            className="sr-only"
            onChange={(event) => take(event.currentTarget.files, event.currentTarget)}
          />
        </label>
        {role === 'photo' && (
          <label
            htmlFor={`${id}-camera`}
            className={`${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100`}
          >
            {t('photos.camera')}
            <input
              id={`${id}-camera`}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(event) => take(event.currentTarget.files, event.currentTarget)}
            />
          </label>
        )}
      </div>
    </div>
  );
}
