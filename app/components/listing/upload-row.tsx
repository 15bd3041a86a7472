import { useI18n } from '~/i18n/context';
import type { PhotoRefusal, PhotoRole } from '~/lib/photos/rules';

/** A file the listing form is sending. */
export type Upload = {
  id: number;
  name: string;
  role: PhotoRole;
  file: File;
  /** null while waiting its turn; 1 once sent, while the server prepares it. */
  progress: number | null;
  error?: PhotoRefusal;
};

/** A file being sent: waiting its turn, its progress, its preparation, or why it was refused. */
export function UploadRow({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const { t } = useI18n();
  const percent = Math.round((upload.progress ?? 0) * 100);
  return (
    <li
      className={`flex items-center gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${
        upload.error
          ? 'bg-red-50 text-red-800 ring-red-200'
          : 'bg-white text-slate-700 ring-slate-200'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{upload.name}</p>
        {upload.error ? (
          <p role="alert">{t(upload.error)}</p>
        ) : upload.progress === null ? (
          <p>{t('photos.waiting', { name: upload.name })}</p>
        ) : (
          <>
            <p>
              {upload.progress < 1
                ? t('photos.uploading', { name: upload.name, percent })
                : t('photos.processing', { name: upload.name })}
            </p>
            <progress max={100} value={percent} className="mt-1 h-1.5 w-full accent-brand-600">
              {percent}%
            </progress>
          </>
        )}
      </div>
      {upload.error && (
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded-lg px-3 py-1.5 font-semibold hover:bg-red-100"
        >
          {t('photos.dismiss')}
        </button>
      )}
    </li>
  );
}
