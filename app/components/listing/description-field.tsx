import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { MarkdownContent } from '~/components/markdown-content';
import { useI18n } from '~/i18n/context';
import { DESCRIPTION_MIN, LIMITS } from '~/lib/listing-form/schema';

import { Field } from './listing-field';

/**
 * The description in Markdown, with a preview the server renders through the property page's
 * own renderer and sanitiser (a fetcher of the form's action), so the preview is what the page
 * will show. Without JavaScript the Preview button posts the form and the page shows it.
 */
export function DescriptionField({
  value,
  error,
  preview: initialPreview,
}: {
  value: string;
  error?: string;
  preview?: string;
}) {
  const { t, format } = useI18n();
  const fetcher = useFetcher<{ preview?: string }>({ key: 'listing-preview' });
  const [showing, setShowing] = useState(initialPreview !== undefined);
  const box = useRef<HTMLTextAreaElement>(null);
  const preview = fetcher.data?.preview ?? initialPreview;
  const failed = fetcher.state === 'idle' && fetcher.data !== undefined && preview === undefined;

  const showPreview = (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setShowing(true);
    const body = new FormData();
    body.set('intent', 'preview');
    body.set('respond', 'data');
    body.set('description', box.current?.value ?? '');
    void fetcher.submit(body, { method: 'post' });
  };
  const tab = (active: boolean) =>
    `rounded-lg px-3 py-1.5 text-sm font-semibold ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100'}`;

  return (
    <div>
      <div className="mb-2 flex gap-1">
        <button
          type="button"
          className={tab(!showing)}
          aria-pressed={!showing}
          onClick={() => setShowing(false)}
        >
          {t('listings.write')}
        </button>
        <button
          type="submit"
          name="intent"
          value="preview"
          formNoValidate
          className={tab(showing)}
          aria-pressed={showing}
          onClick={showPreview}
        >
          {t('listings.preview')}
        </button>
      </div>
      <div hidden={showing}>
        <Field
          name="description"
          label={t('listings.field.description')}
          error={error}
          hint={t('listings.hint.description', { n: format.number(DESCRIPTION_MIN) })}
        >
          {(props) => (
            <textarea
              ref={box}
              {...props}
              rows={10}
              maxLength={LIMITS.description}
              defaultValue={value}
            />
          )}
        </Field>
      </div>
      {showing && (
        <div
          className="min-h-40 rounded-xl border border-slate-200 bg-slate-50 p-4"
          aria-live="polite"
          aria-busy={fetcher.state !== 'idle'}
          data-testid="description-preview"
        >
          {fetcher.state !== 'idle' && preview === undefined ? (
            <p className="text-sm text-slate-600">{t('a11y.loading')}</p>
          ) : failed ? (
            <p className="text-sm text-red-700">{t('listings.previewFailed')}</p>
          ) : preview ? (
            <MarkdownContent html={preview} />
          ) : (
            <p className="text-sm text-slate-600">{t('listings.previewEmpty')}</p>
          )}
        </div>
      )}
    </div>
  );
}
