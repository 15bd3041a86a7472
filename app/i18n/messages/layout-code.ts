import type { Translations } from './section';

/** A home's layout code (間取り) on its card and page (docs/product.md#the-layout-code). */
export const layoutCodeEn = {
  'layoutCode.fact': 'Layout',
} as const;

export const layoutCodeJa: Translations<typeof layoutCodeEn> = {
  'layoutCode.fact': '間取り',
};
