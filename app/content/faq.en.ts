import { PHONE } from '~/lib/catalog';

import type { FaqCategory } from './types';

const TEL = `tel:${PHONE.replace(/[^\d+]/g, '')}`;

/** The FAQ, true to how the site works (docs/product.md); ids are the answers' anchors. */
export const faqEn: FaqCategory[] = [
  {
    id: 'buying-and-renting',
    title: 'Buying and renting',
    items: [
      {
        id: 'find-a-home',
        question: 'How do I find homes for sale or for rent?',
        answer: [
          'Use the search bar on the home page: choose Buy or Rent, a location, a property type and a price range, then press Search. On the [Properties](/properties) page you can narrow the results by bedrooms, area, keywords and amenities, and sort them by date, price or area.',
          'Every search has its own address, so you can bookmark it or send it to someone, and it works the same on a phone.',
        ],
      },
      {
        id: 'rental-prices',
        question: 'Is the price of a rental per month?',
        answer: [
          'Yes. Homes for rent show their price per month, marked “/ month”, and list their rental terms (for example a 12-month lease with one month’s deposit) in their details. Homes for sale show the asking price in US dollars.',
        ],
      },
      {
        id: 'arrange-a-viewing',
        question: 'How do I arrange a viewing or make an offer?',
        answer: [
          `Use “Contact the lister” on the home’s page: write your message and, if you like, choose a viewing day and time among those the lister offers. It goes to the lister’s inbox, and they reply to your email address. You can also call us on [${PHONE}](${TEL}) or write from the [contact page](/contact-us) with the name of the home.`,
          'Roofline never asks you to pay anything before you have seen a home.',
        ],
      },
      {
        id: 'listing-accuracy',
        question: 'How do I know a listing is accurate?',
        answer: [
          'Each listing is written by whoever lists the home: one of our agents, or the owner, who lists their own home with its photos and facts. The page says who lists it, and the reviews on it come from visitors. Prices and availability can change, so check them with the lister before you commit. If something looks wrong, use “Report” on the page or [tell us](/contact-us): a moderator looks at it and can take the listing down.',
        ],
      },
    ],
  },
  {
    id: 'listing-a-home',
    title: 'Listing a home',
    items: [
      {
        id: 'list-my-home',
        question: 'How do I list my home on Roofline?',
        answer: [
          'Sign in (or create an account) and choose “List a home”. Fill in the facts, the address and the description, add photos and your viewing hours; the form keeps your draft as you go. Publish it when it is ready: it appears in the search at once, with you as its lister.',
          'Under “My listings” you can edit the home, mark it under offer, sold or let, take it off the site as a draft again, or delete it, and see its views, saves and inquiries. Visitors’ questions arrive in your inbox under “Inquiries”.',
        ],
      },
      {
        id: 'listing-fees',
        question: 'What does it cost?',
        answer: [
          'Searching, reading, reviewing and using the mortgage calculator are free for everyone, and so is listing your own home: Roofline charges nothing to publish, edit or remove it.',
        ],
      },
    ],
  },
  {
    id: 'reviews-and-comments',
    title: 'Reviews and comments',
    items: [
      {
        id: 'write-a-review',
        question: 'Who can write a review, and what do I need?',
        answer: [
          'Anyone can review a home from its page: give your name, your email, a rating from 0 to 5 stars and a message of up to 300 characters. No account is needed. Comments on blog posts work the same way, with up to 1,000 characters.',
        ],
      },
      {
        id: 'email-never-shown',
        question: 'Is my email address shown with my review or comment?',
        answer: [
          'No. Your name, your rating and your message are shown to everyone; your email address is stored but never published. We use it only if we need to reach you about what you wrote.',
          'The picture beside a review is drawn from the name, so no photo of you is needed or shown.',
        ],
      },
      {
        id: 'change-a-review',
        question: 'Can I change or delete a review I posted?',
        answer: [
          'Reviews and comments cannot be edited on the site. Write to us from the [contact page](/contact-us), using the email address you posted with, and say which home or post it is on: we will correct or remove it.',
        ],
      },
      {
        id: 'review-rules',
        question: 'Are reviews checked?',
        answer: [
          'Reviews appear as soon as they are posted, exactly as written, unless they contain a link: those wait until a moderator approves them. Any HTML or script in them is shown as text and never runs. Anyone can report a review with “Report”; our moderators hide reviews that are abusive, advertise something or reveal someone’s private details, and each form turns away a sender who posts too often in one minute, which keeps bots out.',
        ],
      },
    ],
  },
  {
    id: 'accounts-and-newsletter',
    title: 'Accounts, newsletter and language',
    items: [
      {
        id: 'do-i-need-an-account',
        question: 'Do I need an account?',
        answer: [
          'Not to search, read, review or ask about a home. With an account you can save homes and searches, have new homes and price drops emailed to you, and list your own home; your name and email also fill in the forms for you.',
        ],
      },
      {
        id: 'newsletter',
        question: 'What is the newsletter, and how do I unsubscribe?',
        answer: [
          'Once a week we send new homes and market notes. Sign up with your email in the footer or on the blog, then press the button behind the link in the email we send you: only confirmed addresses receive the newsletter. However often you sign up, your address is stored once.',
          'To unsubscribe, use the “Unsubscribe” link at the foot of any issue (or your mail program’s unsubscribe button), and we delete your address. You can also write to [privacy@roofline.example](mailto:privacy@roofline.example) or use the [contact page](/contact-us).',
        ],
      },
      {
        id: 'language',
        question: 'How do I switch between English and Japanese?',
        answer: [
          'Use the language menu in the header. Your choice is kept for one year in a cookie named “lang”; without it, the site follows your browser’s language. The site’s own listings and blog posts are written in Japanese too; what owners and visitors write is shown as they wrote it.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    items: [
      {
        id: 'what-we-store',
        question: 'What do you store about me?',
        answer: [
          'Only what you send us: your email if you join the newsletter; your name, email and message with a review, comment, inquiry to a lister or contact message; your account, saved homes and searches and sign-in session if you create one; and the homes you list. The only cookie everyone gets is “lang”, which remembers your language. There are no advertising or tracking cookies.',
          'The [Privacy Policy](/privacy-policy) explains why we keep each of these and for how long.',
        ],
      },
      {
        id: 'delete-my-data',
        question: 'How do I have my data deleted?',
        answer: [
          'Write to [privacy@roofline.example](mailto:privacy@roofline.example) or send a message from the [contact page](/contact-us), from the email address concerned, and tell us what to delete: your newsletter sign-up, a review, a comment, a message or your account. We delete it within 30 days and confirm by email.',
        ],
      },
    ],
  },
  {
    id: 'mortgage-calculator',
    title: 'Mortgage calculator',
    items: [
      {
        id: 'calculator-assumptions',
        question: 'How does the mortgage calculator work out my payment?',
        answer: [
          'It assumes a fixed-rate loan repaid in equal monthly payments over the term you choose, with one twelfth of the yearly rate charged as interest each month on what is still owed. The loan is the home price less your down payment.',
          'To that payment it adds property tax (a yearly percentage of the price, divided by 12), home insurance (a yearly amount, divided by 12), HOA fees (a monthly amount) and PMI when it applies. Amounts are rounded to the cent only for display; the last payment clears the balance exactly. The result is an estimate, not an offer of credit.',
        ],
      },
      {
        id: 'calculator-pmi',
        question: 'When does the calculator add PMI, and when does it stop?',
        answer: [
          'PMI (private mortgage insurance) is usually required when you borrow more than 80 % of the price. The calculator charges the yearly PMI rate you enter, as a percentage of the amount borrowed and divided by 12, for each month that starts with the balance above 80 % of the price.',
          'The payment that brings the balance to 80 % of the price or less is the last to carry it; from the next month on there is none. So a loan just above 80 % pays PMI at least once. The calculator tells you which payment is the last and what you pay after it. With a down payment of 20 % or more there is no PMI.',
        ],
      },
      {
        id: 'calculator-share',
        question: 'Can I save or share a calculation?',
        answer: [
          'Yes. Every value you enter is kept in the page’s address, so a bookmark or a copied link brings back the same result. The “Calculate your mortgage” link on a home’s page fills in its price for you.',
        ],
      },
    ],
  },
];
