import { createTranslator } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';
import { placeLabel, typeLabel } from '~/lib/catalog-labels';
import { neighbourhoodLabel, orientationLabel, rentalTermsLabel } from '~/lib/generated-labels';

const t = createTranslator(ja, 'ja');

/** What `searchTextJa` reads of a home. */
type HomeShownInJapanese = {
  name: string;
  location: string;
  category: string;
  listingType: string;
  orientation: string;
  rentalTerms?: string | null;
  neighbourhood?: string | null;
  nameJa?: string | null;
  descriptionJa?: string | null;
};

/**
 * A home as a Japanese page shows it, for the keyword search (ADR 0078): its Japanese title and
 * description where it was generated with them, and the Japanese names of its place, type,
 * listing type, orientation, rental terms and neighbourhood, with the same labels the pages use
 * (`catalog-labels.ts`, `generated-labels.ts`). An owner's own title and description are already
 * in the English part, as written.
 */
export function searchTextJa(home: HomeShownInJapanese, asShown: (markdown: string) => string) {
  return [
    home.nameJa ?? '',
    placeLabel(t, home.location),
    typeLabel(t, home.category),
    t(home.listingType === 'rent' ? 'property.forRent' : 'property.forSale'),
    orientationLabel(t, home.orientation),
    rentalTermsLabel(t, home.rentalTerms),
    neighbourhoodLabel(t, home.neighbourhood),
    home.descriptionJa ? asShown(home.descriptionJa) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The words of a Japanese listing type's name: every home written since ADR 0078 holds one. */
export const LISTING_TYPE_LABELS_JA = [t('property.forSale'), t('property.forRent')];
