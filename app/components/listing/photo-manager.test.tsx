// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { en } from '~/i18n/en';
import type { DraftPhoto } from '~/lib/photos/rules';

import { PhotoManager, type PhotoSummary } from './photo-manager';
import { readUploadAnswer, refusalBeforeSending } from './photo-upload';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const photo = (id: number, alt = '', role: DraftPhoto['role'] = 'photo'): DraftPhoto => ({
  id,
  key: `k${id}`.padEnd(20, '0'),
  role,
  alt,
  width: 1600,
  height: 1200,
  position: id,
  thumbnail: `/photos/k${id}/480.jpg`,
});

function renderManager(initial: DraftPhoto[]) {
  const summaries: PhotoSummary[] = [];
  render(
    <I18nProvider lang="en" messages={en}>
      <form>
        <PhotoManager draftId={9} initialPhotos={initial} onChange={(s) => summaries.push(s)} />
      </form>
    </I18nProvider>,
  );
  const order = () =>
    screen.getAllByTestId('photo-item').map((item) => Number(item.dataset.photoId));
  return { summaries, order };
}

describe('PhotoManager', () => {
  it('moves a photo by keyboard, keeps the focus on it, and saves the order once', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { order } = renderManager([photo(1, 'Front'), photo(2, 'Kitchen'), photo(3, 'Garden')]);
    const later = screen.getByRole('button', { name: 'Move photo 1 later' });
    later.focus();
    fireEvent.click(later);
    expect(order()).toEqual([2, 1, 3]);
    // The same photo's button, now labelled for its new place, has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 2 later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(order()).toEqual([3, 2, 1]);
    expect(within(screen.getAllByTestId('photo-item')[0]!).getByText('Cover')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/listings/drafts/9/photos/arrange');
    expect(JSON.parse(String(init.body))).toEqual({
      photos: [
        { id: 3, alt: 'Garden', position: 0 },
        { id: 2, alt: 'Kitchen', position: 1 },
        { id: 1, alt: 'Front', position: 2 },
      ],
    });
  });

  it('moves a photo dropped on another into its place', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    const { order } = renderManager([
      photo(1, 'a'),
      photo(2, 'b'),
      photo(3, 'c'),
      photo(4, 'd', 'plan'),
    ]);
    const data = new Map<string, string>();
    const dataTransfer = {
      files: [],
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
    };
    const [first, , third, plan] = screen.getAllByTestId('photo-item');
    fireEvent.dragStart(third!.firstElementChild!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    expect(order()).toEqual([3, 1, 2, 4]);
    // A photo is not dropped among the plans.
    fireEvent.dragStart(screen.getAllByTestId('photo-item')[0]!.firstElementChild!, {
      dataTransfer,
    });
    fireEvent.drop(plan!, { dataTransfer });
    expect(order()).toEqual([3, 1, 2, 4]);
  });

  it('suggests words from the room, keeps words the owner wrote, and counts photos without them', () => {
    const { summaries } = renderManager([photo(1), photo(2, 'My own words'), photo(3, '', 'plan')]);
    expect(summaries.at(-1)).toMatchObject({ count: 2, plans: 1, missingAlt: 2 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Room in photo 1' }), {
      target: { value: 'kitchen' },
    });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description of photo 1').value).toBe(
      'The kitchen',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Room in photo 2' }), {
      target: { value: 'garden' },
    });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description of photo 2').value).toBe(
      'My own words',
    );
    expect(summaries.at(-1)).toMatchObject({ missingAlt: 1 });
    const hidden = document.querySelector<HTMLInputElement>('input[name="photosWithoutAlt"]');
    expect(hidden?.value).toBe('1');
    expect(screen.getByTestId('photos-missing-alt').textContent).toContain(
      'Photos without a description: 1.',
    );
  });

  it('refuses an empty file, one over 15 MB and a 25th photo without sending them', () => {
    const send = vi.fn();
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = {};
        open() {}
        setRequestHeader() {}
        send = send;
      },
    );
    renderManager(Array.from({ length: 23 }, (_, n) => photo(n + 1, 'x')));
    const input = screen.getByLabelText<HTMLInputElement>('Choose photos');
    const files = [
      new File([], 'empty.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(16 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(10)], 'ok.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(10)], 'one-too-many.jpg', { type: 'image/jpeg' }),
    ];
    fireEvent.change(input, { target: { files } });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'This file is empty.',
      'This file is larger than 15 MB. Choose a smaller photo.',
      'A listing has up to 24 photos. Delete one to add another.',
    ]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('PhotoManager uploads', () => {
  it('sends each picked file on its own, shows its progress, then its picture', async () => {
    const sent: { url: string; type: string; body: File; finish: () => void }[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
        onload?: () => void;
        status = 0;
        responseText = '';
        url = '';
        type = '';
        open(_method: string, url: string) {
          this.url = url;
        }
        setRequestHeader(_name: string, value: string) {
          this.type = value;
        }
        send(body: File) {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
          const id = 41 + sent.length;
          sent.push({
            url: this.url,
            type: this.type,
            body,
            finish: () => {
              this.status = 201;
              this.responseText = JSON.stringify({
                photo: photo(id),
              });
              this.onload?.();
            },
          });
        }
      },
    );
    const { summaries } = renderManager([]);
    const files = ['a.jpg', 'b.jpg', 'c.jpg'].map(
      (name) => new File([new Uint8Array(20)], name, { type: 'image/jpeg' }),
    );
    fireEvent.change(screen.getByLabelText('Choose photos'), { target: { files } });
    // Two at a time: the third waits its turn.
    expect(sent.map((one) => one.body.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(sent[0]).toMatchObject({
      url: '/listings/drafts/9/photos?role=photo',
      type: 'image/jpeg',
    });
    expect(screen.getByText('Sending a.jpg: 50%')).toBeTruthy();
    expect(screen.getByText('Waiting to send c.jpg')).toBeTruthy();
    await act(async () => sent[0]!.finish());
    expect(sent).toHaveLength(3);
    await act(async () => {
      sent[1]!.finish();
      sent[2]!.finish();
    });
    const pictures = screen.getAllByTestId('photo-item').map((item) => item.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/photos/k41/480.jpg',
      '/photos/k42/480.jpg',
      '/photos/k43/480.jpg',
    ]);
    expect(screen.queryByTestId('uploads-photo')).toBeNull();
    expect(summaries.at(-1)).toMatchObject({ count: 3, missingAlt: 3, busy: false });
  });
});

describe('upload answers', () => {
  it('read each refusal, the limit and the plain-text 413 of the server', () => {
    expect(readUploadAnswer(400, '{"error":"photos.error.svg"}')).toEqual({
      ok: false,
      reason: 'photos.error.svg',
    });
    expect(readUploadAnswer(413, 'Content Too Large')).toEqual({
      ok: false,
      reason: 'photos.error.tooLarge',
    });
    expect(readUploadAnswer(429, '{"error":"photos.error.limited","retryAfter":7}')).toEqual({
      ok: false,
      reason: 'photos.error.limited',
      retryAfter: 7,
    });
    expect(readUploadAnswer(404, '{"error":"notFound"}')).toEqual({
      ok: false,
      reason: 'photos.error.failed',
    });
    expect(refusalBeforeSending({ size: 10, type: 'image/svg+xml' })).toBe('photos.error.svg');
  });
});
