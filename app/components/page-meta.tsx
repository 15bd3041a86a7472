import { useI18n } from '~/i18n/context';

/**
 * The page's title (`Roofline | {page}`, docs/product.md#screens-and-routes) and description, as
 * React 19 hoists them into <head>; they follow the visitor's language.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const { t } = useI18n();
  return (
    <>
      <title>{`Roofline | ${title}`}</title>
      <meta name="description" content={description ?? t('meta.description')} />
    </>
  );
}
