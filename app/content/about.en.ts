import type { AboutStory } from './types';

/** The about page's story; its figures come from the database (models/stats.server.ts). */
export const aboutEn: AboutStory = {
  lead: 'Roofline is a marketplace for homes to buy and to rent, where agents and owners list homes with their facts up front, and every review comes from someone who has been there. We built it for people who would rather read the facts than a sales pitch.',
  audiences: [
    {
      title: 'For buyers',
      text: 'Search by place, type, price, size and amenities, compare what you find, and see what a home would really cost each month with our mortgage calculator before you contact the lister.',
    },
    {
      title: 'For renters',
      text: 'Rentals show their monthly price and their terms up front — lease length, deposit, pets — so you know what you are signing up for before you arrange a viewing.',
    },
    {
      title: 'For owners',
      text: 'List your home yourself, free: its facts, photos, address and the hours you can show it. Edit it, mark it sold or let, and answer visitors’ questions from your own inbox.',
    },
  ],
  steps: [
    {
      title: 'Search',
      text: 'Filter homes for sale or rent and keep any search as a link to share or come back to.',
    },
    {
      title: 'Read',
      text: 'Each home has its facts, photos, floor plans, often a video tour, and reviews from visitors.',
    },
    {
      title: 'Work out the numbers',
      text: 'The mortgage calculator shows the monthly payment, where it goes and how the loan is paid off.',
    },
    {
      title: 'Talk to us',
      text: 'Ask the lister from the home’s page and choose a viewing time they offer; they reply to your email.',
    },
  ],
  promises: [
    {
      title: 'Honest reviews',
      text: 'Reviews are published as written, good or bad. Your email address is never shown.',
    },
    {
      title: 'No account needed to look',
      text: 'Searching, reading, reviewing and asking about a home work without signing in, and without JavaScript for the essentials.',
    },
    {
      title: 'Your data stays yours',
      text: 'No advertising or tracking cookies. We keep only what you send us and delete it when you ask.',
    },
  ],
};
