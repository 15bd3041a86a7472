import { describe, expect, it } from 'vitest';

import { en } from '~/i18n/en';
import { createTranslator } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { outcomeText, outcomeTitle, type NewsletterResult } from './newsletter-form';

const result = { status: 'error' } as NewsletterResult['result'];
const answers: Record<string, NewsletterResult> = {
  signedUp: { result, ok: true },
  addressLimited: { result, ok: false, limited: 'address' },
  clientLimited: { result, ok: false, limited: true },
  invalid: { result, ok: false },
};

describe('the sign-up outcome (docs/product.md#email-and-the-newsletter)', () => {
  it('says what happened, in English', () => {
    const t = createTranslator(en, 'en');
    const said = (answer: NewsletterResult) => [outcomeTitle(t, answer), outcomeText(t, answer)];
    expect(said(answers.signedUp!)).toEqual([
      'Check your inbox',
      'We’ve sent you an email with a link to confirm your subscription. The link works for 7 days.',
    ]);
    expect(said(answers.addressLimited!)[0]).toMatch(/^We’ve already sent several emails/);
    expect(said(answers.clientLimited!)[0]).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(said(answers.invalid!)).toEqual([
      'Form is invalid',
      'Please re-check. Your form is invalid.',
    ]);
  });

  it('says each outcome differently in Japanese', () => {
    const t = createTranslator(ja, 'ja');
    const titles = Object.values(answers).map((answer) => outcomeTitle(t, answer));
    expect(new Set(titles).size).toBe(titles.length);
    expect(outcomeTitle(t, answers.signedUp!)).toBe('メールをご確認ください');
  });
});
