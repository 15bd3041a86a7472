import { createCookie } from 'react-router';

/** The visitor's language choice, kept for a year (product decisions: "the choice is remembered"). */
export const languageCookie = createCookie('lang', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});
