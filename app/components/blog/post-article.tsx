import { Link } from 'react-router';

import { MarkdownContent } from '~/components/markdown-content';
import { useI18n } from '~/i18n/context';
import { tagLabel } from '~/lib/generated-labels';
import { artSize } from '~/lib/art/sizes';
import { blogSearchHref } from '~/lib/blog-search';
import { categoryLabel } from '~/lib/catalog-labels';

const PHOTO = artSize('blog', 'full');
const AVATAR = artSize('avatar', 'thumb');

export type PostArticleData = {
  title: string;
  category: string;
  photo: string;
  createdAt: Date;
  author: { name: string; photo: string };
  tags: string[];
};

/**
 * The post itself (docs/product.md#post): breadcrumb, photo, title, author, date, category and tags
 * (each a link to the list filtered by it), and the body the loader rendered safely from markdown.
 */
export function PostArticle({ post, bodyHtml }: { post: PostArticleData; bodyHtml: string }) {
  const { t, format } = useI18n();
  const author = post.author.name;
  return (
    <article className="min-w-0">
      <nav aria-label={t('a11y.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <li>
            <Link to="/" prefetch="intent" className="rounded hover:text-brand-700 hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li>
            <Link
              to="/blogs"
              prefetch="intent"
              className="rounded hover:text-brand-700 hover:underline"
            >
              {t('nav.blogs')}
            </Link>
          </li>
          <li aria-hidden="true">&gt;</li>
          <li aria-current="page" className="min-w-0 font-medium text-slate-800">
            {post.title}
          </li>
        </ol>
      </nav>
      <img
        src={post.photo}
        width={PHOTO.width}
        height={PHOTO.height}
        alt={t('blog.photoAlt', { title: post.title })}
        fetchPriority="high"
        className="mt-4 aspect-[8/5] w-full rounded-2xl bg-slate-100 object-cover"
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {post.title}
      </h1>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-600">
        <p className="flex items-center gap-2.5">
          <img
            src={post.author.photo}
            width={AVATAR.width}
            height={AVATAR.height}
            alt=""
            className="size-10 rounded-full bg-slate-100"
          />
          <span className="font-medium text-slate-900">{author}</span>
        </p>
        <time dateTime={new Date(post.createdAt).toISOString()}>{format.date(post.createdAt)}</time>
        <p>
          <span className="sr-only">{t('blog.postedIn')}: </span>
          <Link
            to={blogSearchHref({ category: post.category })}
            prefetch="intent"
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100"
          >
            {categoryLabel(t, post.category)}
          </Link>
        </p>
      </div>
      <div data-testid="post-body">
        <MarkdownContent
          html={bodyHtml}
          className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-8"
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <h2 id="post-tags-title" className="me-1 text-sm font-semibold text-slate-900">
          {t('blog.tags')}
        </h2>
        <ul aria-labelledby="post-tags-title" className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={blogSearchHref({ tag })}
                prefetch="intent"
                className="inline-block rounded-full bg-white px-3 py-1.5 text-sm text-slate-700 ring-1 ring-slate-200 hover:text-brand-700 hover:ring-brand-500"
              >
                {tagLabel(t, tag)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
