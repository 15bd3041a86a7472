import { ExpandPanel } from '~/components/ui/expand-panel';
import type { FaqCategory } from '~/content/types';
import { useI18n } from '~/i18n/context';

import { RichText } from './rich-text';

/** The FAQ's topics as links, so a long page can be crossed in one move. */
export function FaqTopicNav({ categories }: { categories: FaqCategory[] }) {
  const { t } = useI18n();
  return (
    <nav
      aria-labelledby="faq-topics"
      className="mb-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 lg:sticky lg:top-24 lg:mb-0 lg:self-start"
    >
      <h2 id="faq-topics" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {t('content.faq.topics')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              className="block rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 lg:rounded-md lg:bg-transparent lg:px-2"
            >
              {category.title}
              <span className="ms-1.5 text-slate-600">({category.items.length})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One topic: its questions, each an expand panel whose answer has its own `#id` link. */
export function FaqTopic({ category }: { category: FaqCategory }) {
  const titleId = `${category.id}-title`;
  return (
    <section id={category.id} aria-labelledby={titleId} className="scroll-mt-24">
      <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
        {category.title}
      </h2>
      <div className="mt-4 rounded-2xl bg-white px-5 shadow-sm ring-1 ring-slate-900/5 sm:px-6 [&>div:last-child]:border-b-0">
        {category.items.map((item) => (
          <ExpandPanel key={item.id} id={item.id} title={item.question} headingLevel={3}>
            <div className="space-y-3 leading-relaxed">
              {item.answer.map((text) => (
                <p key={text}>
                  <RichText text={text} />
                </p>
              ))}
            </div>
          </ExpandPanel>
        ))}
      </div>
    </section>
  );
}
