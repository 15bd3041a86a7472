import type { Translations } from './section';

/**
 * A UK home's material information (docs/product.md#material-information): the listing form's
 * section and its messages, and the home page's section.
 */
export const materialInfoEn = {
  'material.title': 'Material information',
  'material.intro': 'What a UK listing must say: a buyer or tenant cannot find it elsewhere.',
  'material.tenure': 'Tenure',
  'material.tenure.freehold': 'Freehold',
  'material.tenure.leasehold': 'Leasehold',
  'material.tenure.share_of_freehold': 'Share of freehold',
  'material.leaseYears': 'Leasehold ({n, plural, one {# year} other {# years}} left)',
  'material.shareYears':
    'Share of freehold ({n, plural, one {# year} other {# years}} left on the lease)',
  'material.leaseYearsLeft': 'Years left on the lease',
  'material.leaseYearsHint': 'For a leasehold or a share of freehold.',
  'material.councilTaxBand': 'Council tax band',
  'material.band': 'Band {band}',
  'material.noBand': 'None (business rates)',
  'material.epcRating': 'EPC rating',
  'material.notGiven': 'Not given',
  'listings.error.materialInfo': 'A home in the UK needs this before it is published.',
} as const;

export const materialInfoJa: Translations<typeof materialInfoEn> = {
  'material.title': '重要事項',
  'material.intro':
    '英国の物件で掲載が求められる情報です。買主や借主がほかで確かめにくい事柄です。',
  'material.tenure': '所有形態',
  'material.tenure.freehold': '所有権（フリーホールド）',
  'material.tenure.leasehold': '賃借権（リースホールド）',
  'material.tenure.share_of_freehold': '所有権の共有（シェア・オブ・フリーホールド）',
  'material.leaseYears': '賃借権（残り{n}年）',
  'material.shareYears': '所有権の共有（賃借権の残り{n}年）',
  'material.leaseYearsLeft': '賃借権の残存年数',
  'material.leaseYearsHint': '賃借権、または所有権の共有の場合に入力します。',
  'material.councilTaxBand': 'カウンシル税バンド',
  'material.band': 'バンド{band}',
  'material.noBand': 'なし（事業用資産税）',
  'material.epcRating': 'EPC（エネルギー性能証明書）',
  'material.notGiven': '記載なし',
  'listings.error.materialInfo': '英国の物件は、掲載する前にこの項目を入力してください。',
};
