import type { Faker } from '@faker-js/faker';

/**
 * Plain English for generated descriptions, reviews and posts: lorem ipsum reads as a
 * placeholder, and visitors judge a listing site by its words as much as its pictures.
 */
export const HOME = [
  'Light pours in through large windows from morning to late afternoon.',
  'The open-plan living area flows onto a generous terrace.',
  'The kitchen was refitted recently with stone worktops and integrated appliances.',
  'Bedrooms are set away from the living space for peace and privacy.',
  'Storage is generous, with built-in cupboards in every bedroom.',
  'The bathrooms are finished in calm, natural tones with walk-in showers.',
  'High ceilings and original details give the rooms real character.',
  'Double glazing and good insulation keep running costs low all year.',
];

export const REVIEW = [
  'We viewed it on a Saturday and it was even better than the photos.',
  'The agent was quick to answer every question and honest about the small flaws.',
  'Great light and a very quiet street; we slept well from the first night.',
  'The kitchen is smaller than it looks, but the living room more than makes up for it.',
  'Transport links are excellent, and I get to the office in under half an hour.',
  'Well kept, clean and exactly as described in the listing.',
  'The neighbourhood is lovely for families, with parks and schools nearby.',
  'Slightly pricey for the area, but the quality of the finish justifies it.',
  'The landlord fixed a dripping tap within a day of us asking.',
  'Parking can be tight in the evenings, otherwise a great place to live.',
];

export const BLOG = [
  'Start with the numbers: know what you can afford before you fall in love with a home.',
  'A survey costs little compared with the repairs it can reveal.',
  'Viewing at different times of day tells you more about a street than any listing.',
  'Rents follow transport lines, so a new station can change a neighbourhood in a year.',
  'Small improvements such as paint, lighting and tidy storage add more value than their cost.',
  'Ask how long the home has been on the market and why the owners are moving.',
  'Good landlords answer quickly, keep records and agree repairs in writing.',
  'Energy efficiency matters more every year, both to bills and to buyers.',
  'Compare the price per square foot, not just the asking price.',
  'Agree on what stays with the home, from curtains to the washing machine, before you sign.',
  'Keep three months of costs aside for the surprises every move brings.',
  'The best time to negotiate is when a home has been listed for several weeks.',
  'Photographs sell a listing; a floor plan sells a home.',
  'Local knowledge beats national averages, so talk to people who live there.',
];

export function sentences(faker: Faker, bank: readonly string[], count: number) {
  return faker.helpers.arrayElements(bank, count).join(' ');
}
