import type { FloorPlan } from '~/lib/photos/photo';
import { useI18n } from '~/i18n/context';
import { planFactsFromUrl, planUrlFor } from '~/lib/art-seeds';
import { artSize } from '~/lib/art/sizes';
import { floorPlanText } from '~/lib/floor-plan-text';
import { areaUnitFor } from '~/i18n/units';

import { ExpandPanel, useExpandGroup } from '../ui/expand-panel';

const PLAN = artSize('plan', 'full');

/** "Ground floor: a bright hall…" reads as a title and a text. */
function splitPlan(description: string) {
  const colon = description.indexOf(': ');
  if (colon < 1 || colon > 40) return { title: undefined, text: description };
  return { title: description.slice(0, colon), text: description.slice(colon + 2) };
}

/**
 * The floor plans (docs/product.md#home-details): one panel each, one open at a time, the first at
 * start.
 */
export function FloorPlans({ plans }: { plans: FloorPlan[] }) {
  const { t, lang, format } = useI18n();
  const panelProps = useExpandGroup('floor-plan-1');
  return (
    <div className="border-t border-slate-200">
      {plans.map((plan, n) => {
        const id = `floor-plan-${n + 1}`;
        // A generated plan says its rooms and area in the page's words and unit (ADR 0072).
        const facts = planFactsFromUrl(plan.image);
        const { title = t('detail.floorPlanTitle', { n: n + 1 }), text } = facts
          ? floorPlanText(facts, facts.floor, facts.floors, areaUnitFor(lang), t, format.number)
          : splitPlan(plan.description);
        return (
          <ExpandPanel key={id} id={id} title={title} {...panelProps(id)}>
            <p className="text-sm leading-relaxed text-slate-700">{text}</p>
            <img
              src={planUrlFor(plan.image, lang)}
              width={PLAN.width}
              height={PLAN.height}
              alt={t('detail.floorPlanAlt', { title })}
              loading="lazy"
              decoding="async"
              className="mt-4 w-full rounded-xl bg-slate-50 ring-1 ring-slate-900/5"
            />
          </ExpandPanel>
        );
      })}
    </div>
  );
}
