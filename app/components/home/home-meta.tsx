import { PageMeta } from '~/components/page-meta';
import { useI18n } from '~/i18n/context';

/**
 * Title `Roofline | Home`, the description, and the head's addresses and Open Graph tags
 * (components/page-meta), with the hero's picture.
 */
export function HomeMeta({ image }: { image: { src: string; width: number; height: number } }) {
  const { t } = useI18n();
  return <PageMeta title={t('home.title')} description={t('home.description')} image={image} />;
}
