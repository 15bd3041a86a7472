/**
 * A tour scene's caption in the tour's language (ADR 0076): the room as the home's kind calls it,
 * so an office's kitchen is a kitchenette and a studio's one room is its main room.
 */
import { tourEn, tourJa } from '~/i18n/messages/tour';
import type { InteriorRoom } from '~/lib/art-seeds';

export type TourLanguage = 'en' | 'ja';

const OFFICE: Partial<Record<InteriorRoom, keyof typeof tourEn>> = {
  office: 'tour.officeWork',
  kitchen: 'tour.officeKitchen',
  bath: 'tour.officeBath',
};
const STUDIO: Partial<Record<InteriorRoom, keyof typeof tourEn>> = { living: 'tour.studioMain' };

export function tourCaption(
  room: InteriorRoom | 'exterior',
  category: string,
  lang: TourLanguage,
): string {
  const words = lang === 'ja' ? tourJa : tourEn;
  if (room === 'exterior') return words['tour.exterior'];
  const own =
    category === 'Office' ? OFFICE[room] : category === 'Studio' ? STUDIO[room] : undefined;
  return words[own ?? `tour.${room}`];
}
