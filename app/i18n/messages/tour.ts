import type { Translations } from './section';

/**
 * The captions of a generated home's video tour, drawn into the tour's picture in the page's
 * language (docs/product.md#pictures-and-plans-of-generated-homes, ADR 0076): one a kind of room,
 * and an office's and a studio's own words for theirs.
 */
export const tourEn = {
  'tour.exterior': 'Exterior',
  'tour.living': 'Living room',
  'tour.bedroom': 'Bedroom',
  'tour.kitchen': 'Kitchen',
  'tour.dining': 'Dining room',
  'tour.office': 'Home office',
  'tour.meeting': 'Meeting room',
  'tour.bath': 'Bathroom',
  'tour.officeWork': 'Open-plan office',
  'tour.officeKitchen': 'Kitchenette',
  'tour.officeBath': 'Washroom',
  'tour.studioMain': 'Main room',
} as const;

export const tourJa: Translations<typeof tourEn> = {
  'tour.exterior': '外観',
  'tour.living': 'リビング',
  'tour.bedroom': '寝室',
  'tour.kitchen': 'キッチン',
  'tour.dining': 'ダイニング',
  'tour.office': '書斎',
  'tour.meeting': '会議室',
  'tour.bath': '浴室',
  'tour.officeWork': '執務室',
  'tour.officeKitchen': '給湯室',
  'tour.officeBath': '化粧室',
  'tour.studioMain': '居室',
};
