import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import type { BlogListItem } from '~/models/blogs.server';
import { categoryLabel } from '~/lib/catalog-labels';

const THUMB = artSize('blog', 'thumb');
const AVATAR = artSize('avatar', 'thumb');

/**
 * A post in the blog list (docs/product.md#blog-list): picture, title, date, author, category,
 * excerpt.
 */
export function BlogCard({ post, priority = false }: { post: BlogListItem; priority?: boolean }) {
  const { t, format } = useI18n();
  const author = post.author.name;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5 transition-shadow hover:shadow-md">
      <div className="aspect-[8/5] overflow-hidden bg-slate-100">
        <img
          src={post.thumbnail}
          width={THUMB.width}
          height={THUMB.height}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700">
            {categoryLabel(t, post.category)}
          </span>
          <time dateTime={new Date(post.createdAt).toISOString()} className="text-slate-600">
            {format.date(post.createdAt)}
          </time>
        </p>
        <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/blog/${post.id}`}
            prefetch="intent"
            className="rounded after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
        <p className="mt-auto flex items-center gap-2 pt-4 text-sm text-slate-700">
          <img
            src={post.author.photo}
            width={AVATAR.width}
            height={AVATAR.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-8 rounded-full bg-slate-100"
          />
          <span>{t('blog.byAuthor', { name: author })}</span>
        </p>
      </div>
    </article>
  );
}
