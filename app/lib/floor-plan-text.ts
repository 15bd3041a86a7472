/**
 * What a generated floor plan says under it (docs/product.md#units-by-language): the floor's name,
 * its rooms and its area in the page's unit, the same figures the drawing carries.
 */
import type { unitsEn } from '~/i18n/messages/units';

import { floorAreas, floorRooms, type HomeFacts, type PlanRoomKind } from './art-seeds';
import { areaIn, type AreaUnit } from '~/i18n/units';

type Words = (key: keyof typeof unitsEn, values?: Record<string, string | number>) => string;

const ORDER: PlanRoomKind[] = ['office', 'living', 'kitchen', 'bedroom', 'bath'];

export function floorPlanText(
  facts: HomeFacts,
  floor: number,
  floors: number,
  unit: AreaUnit,
  t: Words,
  formatNumber: (n: number) => string,
): { title: string; text: string } {
  const rooms = floorRooms(facts, floor, floors);
  const parts = ORDER.flatMap((kind) => {
    const n = rooms.filter((room) => room.kind === kind).length;
    if (!n) return [];
    return [t(`units.plan.rooms.${kind}` as const, { n: formatNumber(n) })];
  });
  const list =
    parts.length > 1
      ? `${parts.slice(0, -1).join(t('units.plan.comma'))}${t('units.plan.and')}${parts.at(-1)}`
      : (parts[0] ?? '');
  const homeArea = areaIn(facts.area, unit);
  const floorArea = floorAreas(homeArea, facts, floors)[floor] ?? homeArea;
  const area = (n: number) => t(`units.area.${unit}`, { n: formatNumber(n) });
  const figure =
    floors > 1
      ? t('units.plan.ofHome', { area: area(floorArea), total: area(homeArea) })
      : area(floorArea);
  const text = t('units.plan.list', { rooms: list, area: figure });
  return {
    title: t(`units.plan.floor${Math.min(floor, 2) as 0 | 1 | 2}`),
    text: text.charAt(0).toUpperCase() + text.slice(1),
  };
}
