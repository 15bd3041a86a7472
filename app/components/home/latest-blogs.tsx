import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';

import { Arrow, SectionHeading } from './section-heading';
import type { HomeBlog } from './types';
import { Reveal } from './reveal';

const THUMB = artSize('blog', 'thumb');

type Look = 'card' | 'row' | 'lead' | 'side';

const LOOKS: Record<Look, { article: string; image: string; body: string; title: string }> = {
  card: {
    article: 'flex-col shadow-sm',
    image: 'aspect-[16/10] w-full object-cover',
    body: 'flex flex-col p-5 sm:p-6',
    title: 'text-lg',
  },
  row: {
    article: 'items-center gap-4 p-3',
    image: 'aspect-[4/3] w-28 shrink-0 rounded-xl object-cover sm:w-36',
    body: 'min-w-0 py-1 pr-2',
    title: 'text-base',
  },
  lead: {
    article: 'flex-col shadow-sm',
    image: 'aspect-[16/10] w-full object-cover lg:aspect-auto lg:min-h-0 lg:flex-1',
    body: 'flex flex-col p-6 sm:p-8',
    title: 'text-xl sm:text-2xl',
  },
  side: {
    article: 'shadow-sm',
    image: 'w-2/5 shrink-0 self-stretch object-cover',
    body: 'flex min-w-0 flex-col justify-center p-5 sm:p-6',
    title: 'text-base sm:text-lg',
  },
};

/** One post: thumbnail, date, title; the whole card is the title's link to /blog/{id}. */
function BlogTeaser({ blog, look }: { blog: HomeBlog; look: Look }) {
  const { format } = useI18n();
  const style = LOOKS[look];
  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-2xl bg-white ring-1 ring-slate-900/5 transition hover:shadow-lg ${style.article}`}
    >
      <img
        src={blog.thumbnail}
        width={THUMB.width}
        height={THUMB.height}
        alt=""
        loading="lazy"
        decoding="async"
        className={style.image}
      />
      <div className={style.body}>
        <time dateTime={new Date(blog.createdAt).toISOString()} className="text-sm text-slate-600">
          {format.date(blog.createdAt)}
        </time>
        <h3
          className={`mt-1 font-semibold text-slate-900 group-hover:text-brand-700 ${style.title}`}
        >
          <Link to={`/blog/${blog.id}`} prefetch="intent" className="after:absolute after:inset-0">
            {blog.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}

/**
 * The latest blog posts (docs/product.md#home-pages) in one of three layouts: three cards, a list
 * (with something beside it, e.g. a call to action), or one lead post beside two smaller ones.
 */
export function LatestBlogs({
  id,
  blogs,
  layout = 'cards',
  background = 'bg-white',
  aside,
}: {
  id: string;
  blogs: HomeBlog[];
  layout?: 'cards' | 'list' | 'feature';
  background?: string;
  aside?: ReactNode;
}) {
  const { t } = useI18n();
  // A list on its own sits beside its heading; beside a call to action, under it.
  const split = layout === 'list' && !aside;
  const heading = (
    <SectionHeading
      id={`${id}-heading`}
      eyebrow={t('home.blogsEyebrow')}
      title={t('home.blogsTitle')}
      text={aside ? undefined : t('home.blogsText')}
    >
      <Link
        to="/blogs"
        prefetch="intent"
        className="group inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        {t('home.allPosts')}
        <Arrow />
      </Link>
    </SectionHeading>
  );
  const [first, ...rest] = blogs;
  const grid = aside
    ? 'grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start'
    : split
      ? 'grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16'
      : '';
  return (
    <section aria-labelledby={`${id}-heading`} className={background}>
      <Reveal className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 ${grid}`}>
        {split ? <div>{heading}</div> : null}
        <div>
          {!split && heading}
          {layout === 'feature' && first ? (
            <div className="mt-10 grid gap-6 lg:grid-cols-2">
              <BlogTeaser blog={first} look="lead" />
              <ul className="grid gap-6 lg:grid-rows-2">
                {rest.map((blog) => (
                  <li key={blog.id}>
                    <BlogTeaser blog={blog} look="side" />
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ul
              className={`grid gap-6 ${split ? '' : 'mt-10'} ${layout === 'list' ? '' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
            >
              {blogs.map((blog) => (
                <li key={blog.id}>
                  <BlogTeaser blog={blog} look={layout === 'list' ? 'row' : 'card'} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {aside}
      </Reveal>
    </section>
  );
}
