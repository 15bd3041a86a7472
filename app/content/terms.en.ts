import { PHONE } from '~/lib/catalog';

import type { LegalDocument } from './types';

/** The terms of use of the site, written for what Roofline actually offers. */
export const termsEn: LegalDocument = {
  updated: '2026-11-21',
  intro: [
    'These terms govern your use of Roofline, a marketplace for homes for sale and for rent. By using the site you accept them; if you do not, please do not use it. They are written to be read: where something matters, we say it plainly.',
  ],
  sections: [
    {
      id: 'about-roofline',
      title: 'About Roofline',
      blocks: [
        `Roofline is run from 120 Harbor Street, Suite 400, New York, NY 10005, United States. You can reach us from the [contact page](/contact-us), by email at [hello@roofline.example](mailto:hello@roofline.example) or by phone on ${PHONE}.`,
      ],
    },
    {
      id: 'the-service',
      title: 'What the site offers',
      blocks: [
        'Roofline lets you search and read listings of homes for sale and for rent, read and write reviews of homes, read and comment on blog articles, sign up for a newsletter, estimate mortgage payments, contact the listers of homes, and, with an account, save homes and searches and list your own home. Using the site is free; searching, reading and writing reviews need no account.',
        'Roofline puts buyers and tenants in touch with owners. Any sale or tenancy is a contract between you and the owner, made outside the site; Roofline is not a party to it.',
      ],
    },
    {
      id: 'listings',
      title: 'Listings and prices',
      blocks: [
        {
          list: [
            'Each listing is written by its lister: one of our agents, or an owner listing their own home, who is responsible for its being true. Our moderators take down listings reported to them as misleading, but we cannot guarantee that every detail is complete or still current.',
            'Prices are in US dollars. The price of a rental is per month; the price of a home for sale is the asking price, which may be negotiable.',
            'A home may be sold or let before its listing says so. Confirm the price, the availability and the terms with the lister before you rely on them.',
            'Photos, floor plans and video tours illustrate a home; the lister can tell you where they differ from it.',
          ],
        },
      ],
    },
    {
      id: 'your-content',
      title: 'Your reviews, comments and messages',
      blocks: [
        'You are responsible for what you post. A review must describe your own experience of the home, honestly. Do not post anything that is abusive, discriminatory, unlawful, an advertisement, someone else’s private information, or someone else’s work.',
        'Your name, rating and text are published as you wrote them and shown as plain text; your email address is never published. You keep the rights to what you write and allow Roofline to show it on the site for as long as it stays there.',
        'We may remove content that breaks these terms, and we will remove your own review or comment if you ask us to (see the [Privacy Policy](/privacy-policy)).',
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      blocks: [
        'If you create an account, give your real name and an email address you use, and keep your password to yourself: you are responsible for what is done with your account. You may ask us to delete it at any time, and we may close an account that is used to break these terms.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        {
          list: [
            'Do not send forms automatically or in bulk. Each form accepts a limited number of posts per minute from one address.',
            'Do not try to get around the site’s security, reach data that is not shown to you, or disrupt the service for others.',
            'Do not copy listings in bulk to republish them elsewhere. Sharing links to pages and searches is welcome.',
          ],
        },
      ],
    },
    {
      id: 'calculator-and-articles',
      title: 'The mortgage calculator and the blog',
      blocks: [
        'The mortgage calculator gives an estimate from the figures you enter, for a fixed-rate loan repaid monthly ([how it calculates](/faq#calculator-assumptions)). It is not an offer of credit or financial advice, and a lender’s figures may differ. Blog articles are general information; take professional advice before you make a decision that depends on them.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Our content',
      blocks: [
        'The design of the site, its texts, its artwork and its software belong to Roofline. Listing details belong to the owners who provided them. You may view, print and share pages for your own use.',
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      blocks: [
        'We work to keep the site accurate and available, but we provide it as it is and cannot promise that it will always be error-free or online. We are not responsible for decisions you make on the strength of a listing, a review, an article or a calculation without checking them, nor for losses we could not reasonably foresee. Nothing in these terms limits a responsibility that the law does not allow us to limit.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms as the site changes. The date at the top shows the latest version; if a change is significant, we announce it on the site before it takes effect. Using the site after that means you accept the new terms.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the State of New York, and the courts of New York County decide disputes about them, unless the law of the country where you live gives you the right to go to your own courts.',
      ],
    },
  ],
};
