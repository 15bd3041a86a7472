import type { HomeTypeCount } from './types';

/** All the homes listed: the property types' counts added up. */
export function homeCount(home: { propertyTypes: HomeTypeCount[] }) {
  return home.propertyTypes.reduce((sum, type) => sum + type.count, 0);
}

/** The testimonials' average rating, one decimal. */
export function averageRating(home: { testimonials: { rating: number }[] }) {
  const { testimonials } = home;
  if (testimonials.length === 0) return 0;
  return testimonials.reduce((sum, item) => sum + item.rating, 0) / testimonials.length;
}
