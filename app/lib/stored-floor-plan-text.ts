/**
 * The English text a generated plan is stored with (the factory's); pages say it in their own
 * words from the plan's address (floor-plan-text.ts). Apart so pages do not ship the dictionary.
 */
import { createTranslator } from '~/i18n/i18n';
import { unitsEn } from '~/i18n/messages/units';

import type { HomeFacts } from './art-seeds';
import { floorPlanText } from './floor-plan-text';

const englishWords = createTranslator(unitsEn, 'en');
const englishNumber = new Intl.NumberFormat('en-US');

/** The English text a generated plan is stored with: "Ground floor: A living room, … — 820 sq ft." */
export function storedFloorPlanDescription(facts: HomeFacts, floor: number, floors: number) {
  const plan = floorPlanText(facts, floor, floors, 'sqft', englishWords, (n) =>
    englishNumber.format(n),
  );
  return `${plan.title}: ${plan.text}`;
}
