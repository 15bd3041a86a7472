import type { LegalDocument } from './types';

/** What Roofline stores, why and for how long: kept true to the schema and the cookies set. */
export const privacyEn: LegalDocument = {
  updated: '2026-11-28',
  intro: [
    'This policy explains what Roofline keeps about you when you use the site, why we keep it, for how long, and how to have it deleted. We keep only what you send us, and we do not sell it or use it for advertising.',
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        'Roofline runs this property marketplace from 120 Harbor Street, Suite 400, New York, NY 10005, United States, and is responsible for the data described here. For anything about your data, write to [privacy@roofline.example](mailto:privacy@roofline.example) or use the [contact page](/contact-us).',
      ],
    },
    {
      id: 'what-we-store',
      title: 'What we store and why',
      blocks: [
        'Browsing listings, reading the blog and using the mortgage calculator store nothing about you. We keep data only when you send a form or choose a setting:',
        {
          table: {
            caption: 'The data Roofline stores',
            head: ['When', 'What we keep', 'Why', 'How long'],
            rows: [
              [
                'You join the newsletter',
                'Your email address and the date. Signing up again with the same address keeps one entry.',
                'To send you the weekly newsletter',
                'Until you unsubscribe',
              ],
              [
                'You review a home',
                'Your name, email address, rating, message, the home and the date',
                'To show your review (name, rating and message) and to reach you about it if needed',
                'While the listing is on the site, or until you ask us to delete it',
              ],
              [
                'You comment on a blog post',
                'Your name, email address, comment, the post and the date',
                'To show your comment (name and text) and to reach you about it if needed',
                'While the post is published, or until you ask us to delete it',
              ],
              [
                'You send a contact message',
                'Your name, email address, phone number if you give one, subject, message and the date',
                'To answer you',
                'Two years after our last reply, then deleted',
              ],
              [
                'You contact the lister of a home',
                'Your name, email address, phone number if you give one, message, the viewing you ask for, the home and the date',
                'To pass your question to the lister, who sees it in their inbox and replies to you',
                'While the lister’s account exists, or until you ask us to delete it',
              ],
              [
                'You list a home',
                'The home’s facts, address, description and photos; the name, phone number and viewing hours on your lister profile',
                'To show the listing and let visitors contact you',
                'Until you delete the listing; your profile until you delete your account',
              ],
              [
                'You create an account',
                'Your name, email address, your password (kept only as a one-way hash) and the homes you save',
                'To let you sign in, keep your saved homes and fill in the review and comment forms for you',
                'Until you delete the account',
              ],
              [
                'You sign in',
                'A session: a random token in a cookie named “roofline_session”; we keep only a hash of it, linked to your account',
                'To keep you signed in',
                '30 days, or until you sign out',
              ],
              [
                'You choose a language',
                'A cookie named “lang” holding “en” or “ja”',
                'To show the site in your language',
                'One year',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'what-is-public',
      title: 'What other visitors see',
      blocks: [
        'The name, rating and message of a review, and the name and text of a comment, are public. Your email address is never shown to anyone, on the page or in its code. The picture beside a review or comment is drawn from the name; we do not use photos of you.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        'We set only the cookies the site needs, and none for advertising or tracking:',
        {
          list: [
            '“lang” remembers the language you chose, for one year. Without it, we follow your browser’s language setting.',
            '“roofline_session” keeps you signed in for up to 30 days after you sign in, and is removed when you sign out.',
          ],
        },
        'Both are sent only to Roofline, cannot be read by scripts on the page, and are not shared with anyone.',
      ],
    },
    {
      id: 'what-we-do-not-do',
      title: 'What we do not do',
      blocks: [
        {
          list: [
            'We do not sell, rent or trade your data.',
            'We do not use advertising, analytics or social media trackers.',
            'We do not keep logs of the pages you visit. To stop forms being flooded, we count the requests from each network address for one minute, in memory only, and then forget them.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        'Your data is stored by Roofline and the company that hosts our servers, which processes it only on our instructions. We pass data to anyone else only when the law requires us to.',
      ],
    },
    {
      id: 'legal-basis',
      title: 'Our reasons for using it',
      blocks: [
        'We send the newsletter because you asked for it (your consent, which you can withdraw at any time). We keep your account to provide the service you signed up for. We show reviews and comments, answer messages and protect the site because we have a legitimate interest in running a trustworthy marketplace.',
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        'The site is served over HTTPS with a strict content security policy. Passwords are stored only as one-way hashes. Only the staff who answer messages and moderate reviews can read stored data.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'You can ask us for a copy of the data we hold about you, ask us to correct it, ask us to delete it, or object to how we use it. You can also complain to your data protection authority.',
      ],
    },
    {
      id: 'your-data',
      title: 'Download your data or close your account',
      blocks: [
        'Signed in, open [Account settings](/account/settings). “Download my data” gives you one JSON file with everything we keep about your account: your name, email address and email settings, the services you sign in with, your saved homes and searches, the reviews and comments written with your address, your listings with their details and photo addresses, and the inquiries you sent and received.',
        '“Close my account” asks for your password again (or, for an account without one, your email address typed out) and then, at once and for good: deletes your account, its sessions, saved homes, searches and alerts; deletes your listings, which leave the search immediately, with their photos, and the inquiries people sent about them; and removes your newsletter sign-up. Your reviews and comments stay on the site without your name or address, shown as written by “a former member”. Inquiries you sent stay with the listers you wrote to, as they hold them.',
      ],
    },
    {
      id: 'deletion',
      title: 'How to have your data deleted',
      blocks: [
        'Write to [privacy@roofline.example](mailto:privacy@roofline.example) or send a message from the [contact page](/contact-us), from the email address concerned, and tell us what to delete:',
        {
          list: [
            'your newsletter sign-up;',
            'a review or comment (say which home or post it is on);',
            'your contact messages;',
            'your account, with its sessions.',
          ],
        },
        'We delete it within 30 days and confirm by email. To forget your language choice, delete the “lang” cookie in your browser.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        'Roofline is meant for adults looking for a home. We do not knowingly keep data about children under 16; if you believe we do, tell us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top of the page. If a change affects data we already hold, we say so on the site before it takes effect.',
      ],
    },
  ],
};
