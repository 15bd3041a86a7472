import { asc, desc } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, testimonials } from '~/db/schema';

import type { Language } from '~/i18n/i18n';

import { getRecentPosts } from './blogs.server';
import { cardColumns, countByCategory, type PropertyCardData } from './properties.server';
import { listed } from './listed-homes.server';

export const POPULAR_COUNT = 6;
export const LATEST_BLOGS_COUNT = 3;

/** The home pages' data (docs/product.md#home-pages), with the type counts they show. */
export async function getHomeData(db: Database, lang: Language = 'en') {
  const [popularProperties, latestBlogs, testimonialRows, propertyTypes] = await Promise.all([
    db
      .select(cardColumns)
      .from(properties)
      .where(listed)
      .orderBy(desc(properties.reviewCount), desc(properties.ratingTotal), asc(properties.id))
      .limit(POPULAR_COUNT),
    getRecentPosts(db, LATEST_BLOGS_COUNT, lang),
    db.select().from(testimonials).orderBy(asc(testimonials.id)),
    countByCategory(db),
  ]);
  return {
    popularProperties: popularProperties as PropertyCardData[],
    latestBlogs,
    // Each person's name, role and words as the page's language has them, when written so.
    testimonials: testimonialRows.map(({ nameJa, jobJa, contentJa, ...item }) =>
      lang === 'ja'
        ? {
            ...item,
            name: nameJa ?? item.name,
            job: jobJa ?? item.job,
            content: contentJa ?? item.content,
          }
        : item,
    ),
    propertyTypes,
  };
}
