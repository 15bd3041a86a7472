import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import type { RecentPost } from '~/models/blogs.server';

const THUMB = artSize('blog', 'thumb');

/**
 * The 4 newest posts (docs/product.md#sidebar): thumbnail, title and date, each a link to the post.
 */
export function RecentPosts({ posts }: { posts: RecentPost[] }) {
  const { format } = useI18n();
  return (
    <ul className="flex flex-col gap-4">
      {posts.map((post) => (
        <li key={post.id} className="group relative flex items-center gap-3">
          <img
            src={post.thumbnail}
            width={THUMB.width}
            height={THUMB.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-14 w-20 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
          <div className="min-w-0">
            <Link
              to={`/blog/${post.id}`}
              prefetch="intent"
              className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900 after:absolute after:inset-0 group-hover:text-brand-700"
            >
              {post.title}
            </Link>
            <time
              dateTime={new Date(post.createdAt).toISOString()}
              className="mt-1 block text-xs text-slate-600"
            >
              {format.date(post.createdAt)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
