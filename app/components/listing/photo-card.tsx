import { useState } from 'react';

import { useI18n } from '~/i18n/context';
import { ALT_MAX, ROOM_TYPES, type DraftPhoto, type RoomType } from '~/lib/photos/rules';

/** The kind of data a dragged photo carries: its role and id. */
const DRAGGED = 'application/x-roofline-photo';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent';

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/**
 * One photo in the photo manager: its picture, its place (buttons that move it, or make it the
 * cover, which work by keyboard), its words (a room suggests them) and a delete button.
 */
export function PhotoCard({
  photo,
  n,
  total,
  onMove,
  onDescribe,
  onDone,
  onDelete,
  onReceive,
}: {
  photo: DraftPhoto;
  n: number;
  total: number;
  onMove: (to: number) => void;
  onDescribe: (alt: string) => void;
  /** The words are written: time to save them. */
  onDone: () => void;
  onDelete: () => void;
  /** Another photo of the list was dragged and dropped on this one: it takes this one's place. */
  onReceive: (photoId: number) => void;
}) {
  const { t } = useI18n();
  const [room, setRoom] = useState<RoomType | ''>('');
  const plan = photo.role === 'plan';
  const label = { n: n + 1 };
  const altId = `photo-${photo.id}-alt`;
  const chooseRoom = (next: RoomType | '') => {
    const before = room ? t(`photos.suggest.${room}`) : '';
    setRoom(next);
    // Words the owner wrote are theirs; only empty words, or the last suggestion, are replaced.
    if (next && (photo.alt.trim() === '' || photo.alt === before)) {
      onDescribe(t(`photos.suggest.${next}`));
      onDone();
    }
  };
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/10"
      data-testid="photo-item"
      data-photo-id={photo.id}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAGGED)) event.preventDefault();
      }}
      onDrop={(event) => {
        const [role, id] = event.dataTransfer.getData(DRAGGED).split(':');
        if (role !== photo.role || !id) return;
        event.preventDefault();
        onReceive(Number(id));
      }}
    >
      {/* The picture is dragged, a shortcut for a mouse (the buttons below do the same by keyboard
          or touch); not the whole card, whose text fields must keep selecting text by dragging. */}
      <div
        className="relative aspect-[4/3] cursor-grab overflow-hidden bg-slate-100"
        draggable
        onDragStart={(event) => event.dataTransfer.setData(DRAGGED, `${photo.role}:${photo.id}`)}
      >
        <img
          src={photo.thumbnail}
          width={480}
          height={Math.round((480 * photo.height) / photo.width)}
          alt=""
          className={`absolute inset-0 size-full ${plan ? 'object-contain' : 'object-cover'}`}
        />
        {!plan && n === 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-semibold text-white">
            {t('photos.cover')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <label htmlFor={altId} className="text-sm font-medium text-slate-800">
          {t(plan ? 'photos.planAltLabel' : 'photos.altLabel', label)}
        </label>
        <textarea
          id={altId}
          value={photo.alt}
          maxLength={ALT_MAX}
          rows={2}
          required
          aria-invalid={photo.alt.trim() === ''}
          placeholder={t('photos.altPlaceholder')}
          onChange={(event) => onDescribe(event.currentTarget.value)}
          onBlur={onDone}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-brand-600 aria-invalid:border-amber-500"
        />
        {!plan && (
          <select
            aria-label={t('photos.roomLabel', label)}
            value={room}
            onChange={(event) => chooseRoom(event.currentTarget.value as RoomType | '')}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">{t('photos.roomNone')}</option>
            {ROOM_TYPES.filter((r) => r !== 'plan').map((r) => (
              <option key={r} value={r}>
                {t(`photos.room.${r}`)}
              </option>
            ))}
          </select>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={iconButton}
            disabled={n === 0}
            onClick={() => onMove(n - 1)}
            aria-label={t('photos.moveEarlier', label)}
            data-move="earlier"
          >
            <Icon d="M12 5l-5 5 5 5" />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={n === total - 1}
            onClick={() => onMove(n + 1)}
            aria-label={t('photos.moveLater', label)}
            data-move="later"
          >
            <Icon d="M8 5l5 5-5 5" />
          </button>
          {!plan && n > 0 && (
            <button
              type="button"
              onClick={() => onMove(0)}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {t('photos.makeCover', label)}
            </button>
          )}
          <button
            type="button"
            onClick={onDelete}
            className={`${iconButton} ml-auto text-red-700`}
            aria-label={t('photos.delete', label)}
          >
            <Icon d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
          </button>
        </div>
      </div>
    </li>
  );
}
