import { MissingPage } from '@/features/exception';
import { ArticlePage } from '@/features/news/article';

const MissingArticle = () => <MissingPage subject="article" />;

/** The article composed with the shell's not-found page, for an unknown article. */
export function InformationRoute() {
  return <ArticlePage NotFound={MissingArticle} />;
}
