import type { LegalBlock, LegalDocument as Document } from '~/content/types';
import { useI18n } from '~/i18n/context';

import { RichText } from './rich-text';

const TOC_ID = 'contents';

/**
 * A legal page (terms, privacy): a table of contents linking to every numbered section, and the
 * sections themselves; beside each other on a desktop, one after the other on a phone.
 */
export function LegalDocument({ doc }: { doc: Document }) {
  const { t, format } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-10 lg:px-8">
      <nav
        id={TOC_ID}
        aria-labelledby="contents-title"
        className="mb-8 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 lg:sticky lg:top-24 lg:mb-0 lg:self-start"
      >
        <h2
          id="contents-title"
          className="text-sm font-semibold tracking-wide text-slate-900 uppercase"
        >
          {t('content.legal.contents')}
        </h2>
        <ol className="mt-3 space-y-1 text-sm">
          {doc.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
              >
                <span className="w-5 shrink-0 text-end text-slate-500 tabular-nums">
                  {index + 1}.
                </span>
                <span>{section.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-4xl min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-10">
        {doc.notice && (
          <p
            role="note"
            className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          >
            {doc.notice}
          </p>
        )}
        <p className="text-sm text-slate-600">
          {t('content.legal.updated', { date: format.date(doc.updated) })}
        </p>
        {doc.intro.map((text) => (
          <p key={text} className="mt-4 text-lg leading-relaxed text-slate-800">
            <RichText text={text} />
          </p>
        ))}
        {doc.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2
              id={section.id}
              className="scroll-mt-24 text-xl font-bold text-slate-900 sm:text-2xl"
            >
              <span className="text-brand-600">{index + 1}.</span> {section.title}
            </h2>
            <div className="mt-3 space-y-4 leading-relaxed text-slate-700">
              {section.blocks.map((block, n) => (
                <Block key={n} block={block} />
              ))}
            </div>
            <p className="mt-4 text-sm lg:hidden">
              <a
                href={`#${TOC_ID}`}
                className="text-slate-500 hover:text-brand-700 hover:underline"
              >
                {t('content.legal.backToContents')} ↑
              </a>
            </p>
          </section>
        ))}
      </article>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 ps-6 marker:text-brand-600">
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return <StackedTable {...block.table} />;
}

/**
 * A table that stays a table for assistive technology (explicit roles) but stacks each row into
 * a card on a phone, where four columns would not fit.
 */
function StackedTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: string[][];
}) {
  return (
    <table role="table" className="block w-full text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
        <tr role="row" className="md:border-b md:border-slate-200">
          {head.map((label) => (
            <th
              key={label}
              role="columnheader"
              scope="col"
              className="py-2 pe-4 text-start font-semibold text-slate-900"
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr
            key={row[0]}
            role="row"
            className="block rounded-xl bg-slate-50 p-4 md:table-row md:rounded-none md:border-b md:border-slate-200 md:bg-transparent md:p-0"
          >
            {row.map((cell, i) => (
              <td
                key={i}
                role="cell"
                data-label={head[i]}
                className={`block py-1 align-top before:block before:text-xs before:font-semibold before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:py-3 md:pe-4 md:before:content-none ${i === 0 ? 'font-semibold text-slate-900' : ''}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
