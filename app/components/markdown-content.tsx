/**
 * Tailwind styles for HTML that `renderMarkdown` (app/lib/markdown.server.ts) made safe on the
 * server; the markdown library never reaches the browser.
 */
const STYLES = [
  'text-slate-700 [&>*:first-child]:mt-0',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-slate-900',
  '[&_h4]:mt-5 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:mt-3 [&_p]:leading-relaxed',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ul]:marker:text-brand-500',
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_hr]:my-6 [&_hr]:border-slate-200',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:p-2 [&_th]:p-2 [&_th]:text-start',
].join(' ');

export function MarkdownContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`${STYLES} ${className}`}
      // Made safe by renderMarkdown on the server: escaped HTML, allowlisted links, no images.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
