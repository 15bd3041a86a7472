/**
 * HTML that `renderMarkdown` (app/models/markdown.server.ts) made safe on the server, styled by the
 * `markdown` class (app/app.css); the markdown library never reaches the browser.
 */
export function MarkdownContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`markdown ${className}`}
      // Made safe by renderMarkdown on the server: escaped HTML, allowlisted links, no images.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
