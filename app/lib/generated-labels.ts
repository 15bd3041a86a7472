import type { Language, Translate } from '~/i18n/i18n';

/**
 * The generated data's words in the visitor's language (docs/product.md#generated-data-in-two-languages):
 * a neighbourhood, an orientation, generated rental terms or a blog tag is stored in English and
 * shown from the dictionary; any other value (an owner's own terms, a tag a moderator added) is
 * shown as it was written.
 */
function labeller(prefix: string) {
  return (t: Translate, value: string | null | undefined) => {
    if (!value) return value ?? '';
    const key = `${prefix}.${value}`;
    // The translator answers a key it does not know with the key itself: the page's dictionary
    // decides, so no list of the words ships with the page's code.
    const label = t(key as Parameters<Translate>[0]);
    return label === key ? value : label;
  };
}

export const neighbourhoodLabel = labeller('generated.area');
export const orientationLabel = labeller('generated.orientation');
export const rentalTermsLabel = labeller('generated.terms');
export const tagLabel = labeller('generated.tag');

/**
 * A text as the page's language has it: the Japanese one written with a generated record on a
 * Japanese page, the stored one otherwise (an owner's or a visitor's text stays as written).
 */
export function inLanguage(lang: Language, text: string, textJa: string | null | undefined) {
  return lang === 'ja' && textJa ? textJa : text;
}
