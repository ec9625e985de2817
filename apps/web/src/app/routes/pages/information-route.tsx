import { MissingPage } from '@/features/exception';
import { ArticlePage } from '@/features/news/article';

/** The article composed with the shell's not-found page, for an unknown article. */
export function InformationRoute() {
  return <ArticlePage NotFound={MissingPage} />;
}
