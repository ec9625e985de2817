/**
 * The one place article HTML reaches the page. The server sanitised it with an allow-list before it
 * was stored (no script, no event handlers, http/https links and images only), and CSP forbids inline
 * script besides.
 */
export function ArticleHtml({ html }: { html: string }) {
  return <div className="news-article__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
