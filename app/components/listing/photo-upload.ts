import {
  MAX_PHOTO_BYTES,
  type DraftPhoto,
  type PhotoRefusal,
  type PhotoRole,
} from '~/lib/photos/rules';

/** What the owner's browser can tell of a file before sending it; the server decides the rest. */
export function refusalBeforeSending(file: Pick<File, 'size' | 'type'>): PhotoRefusal | null {
  if (file.size === 0) return 'photos.error.empty';
  if (file.size > MAX_PHOTO_BYTES) return 'photos.error.tooLarge';
  if (/svg/i.test(file.type)) return 'photos.error.svg';
  return null;
}

export type UploadAnswer =
  { ok: true; photo: DraftPhoto } | { ok: false; reason: PhotoRefusal; retryAfter?: number };

const KNOWN = /^photos\.error\.[a-zA-Z]+$/;

/** The server's answer to an upload, as the photo manager shows it. */
export function readUploadAnswer(status: number, text: string): UploadAnswer {
  let body: { photo?: DraftPhoto; error?: string; retryAfter?: number } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // The server's guard answers plain text (413 past 15 MB).
  }
  if (status === 201 && body.photo) return { ok: true, photo: body.photo };
  if (status === 413) return { ok: false, reason: 'photos.error.tooLarge' };
  if (status === 429)
    return { ok: false, reason: 'photos.error.limited', retryAfter: body.retryAfter ?? 60 };
  if (body.error && KNOWN.test(body.error))
    return { ok: false, reason: body.error as PhotoRefusal };
  return { ok: false, reason: 'photos.error.failed' };
}

/**
 * Sends one file as the request's body, reporting how much has gone (fetch cannot tell an
 * upload's progress; XMLHttpRequest can).
 */
export function sendPhoto(
  draftId: number,
  role: PhotoRole,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/listings/drafts/${draftId}/photos?role=${role}`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(readUploadAnswer(request.status, request.responseText));
    request.onerror = () => resolve({ ok: false, reason: 'photos.error.failed' });
    request.send(file);
  });
}
