import { describe, expect, it } from 'vitest';

import { en } from './en';
import { createFormatters, createTranslator, negotiateLanguage } from './i18n';
import { ja } from './ja';
import { messageArguments } from './message-format';
import { adminEn, adminJa } from './messages/admin';

describe('dictionaries', () => {
  it('hold the same keys in English and Japanese', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('fill every text in both languages, with the same values, each well formed', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(ja[key].trim(), key).not.toBe('');
      expect(messageArguments(ja[key]), key).toEqual(messageArguments(en[key]));
    }
  });

  it('keep the messages of docs/product.md#messages word for word in English', () => {
    const t = createTranslator(en, 'en');
    expect(t('validation.required', { label: 'Email' })).toBe('Email is required.');
    expect(t('validation.email', { label: 'Email' })).toBe('Email is invalid.');
    expect(t('validation.min', { label: 'Password', n: 8 })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(t('validation.mustMatch')).toBe("The passwords don't match");
    expect(t('validation.max', { label: 'Message', n: 30 })).toBe(
      'Message max is 30 characters in length',
    );
    expect(t('notice.formInvalidTitle')).toBe('Form is invalid');
    expect(t('notice.formInvalidBody')).toBe('Please re-check. Your form is invalid.');
    expect(t('notice.subscribed')).toBe("You're subscribed");
    expect(t('notice.messageSent')).toBe('Message sent');
  });

  it('say the same in Japanese, as a person would write it', () => {
    const t = createTranslator(ja, 'ja');
    expect(t('validation.min', { label: 'パスワード', n: 8 })).toBe(
      'パスワードは8文字以上で入力してください。',
    );
    expect(t('validation.mustMatch')).toBe('パスワードが一致しません。');
    expect(t('notice.subscribed')).toBe('ニュースレターに登録しました');
    expect(t('notice.messageSent')).toBe('メッセージを送信しました');
  });
});

describe('formatters and negotiation', () => {
  it('format numbers, dollars and dates per language, in UTC', () => {
    expect(createFormatters('en').currency(1234567)).toBe('$1,234,567');
    expect(createFormatters('ja').currency(1234567)).toBe('$1,234,567');
    expect(createFormatters('en').date('2026-01-02T23:30:00Z')).toBe('Jan 2, 2026');
    expect(createFormatters('ja').date('2026-01-02T23:30:00Z')).toBe('2026/01/02');
    expect(createFormatters('en').dateTime('2026-01-02T23:30:00Z')).toBe('Jan 2, 2026, 23:30 UTC');
    expect(createFormatters('ja').dateTime('2026-01-02T23:30:00Z')).toBe('2026年1月2日 23:30 UTC');
  });

  it('write a compact price one way per language: thousands in English, 万 and 億 in Japanese', () => {
    const prices = [950, 2750, 33_000, 6_915_000, 125_000_000];
    expect(prices.map(createFormatters('en').compactCurrency)).toEqual([
      '$950',
      '$2.8K',
      '$33K',
      '$6.9M',
      '$125M',
    ]);
    expect(prices.map(createFormatters('ja').compactCurrency)).toEqual([
      '$950',
      '$2,750',
      '$3.3万',
      '$692万',
      '$1.3億',
    ]);
  });

  it('prefer the saved choice, then the browser, then English', () => {
    expect(negotiateLanguage('ja', 'en-US')).toBe('ja');
    expect(negotiateLanguage(undefined, 'fr-FR,ja;q=0.8')).toBe('ja');
    expect(negotiateLanguage('xx', 'de')).toBe('en');
  });

  it("weigh the browser's languages by q, and compare whole subtags", () => {
    expect(negotiateLanguage(undefined, 'ja;q=0.1, en;q=0.9')).toBe('en');
    expect(negotiateLanguage(undefined, 'fr-FR, ja;q=0.5, en;q=0.9')).toBe('en');
    expect(negotiateLanguage(undefined, 'en;q=0, ja')).toBe('ja');
    expect(negotiateLanguage(undefined, 'jam')).toBe('en');
    expect(negotiateLanguage(undefined, 'jam, ja-JP;q=0.4')).toBe('ja');
    expect(negotiateLanguage(undefined, 'JA-jp')).toBe('ja');
    expect(negotiateLanguage(undefined, 'ja;q=abc, en;q=0.2')).toBe('en');
    expect(negotiateLanguage(undefined, 'de;q=0.9, ja;q=0.9')).toBe('ja');
    expect(negotiateLanguage(undefined, ';;,,;q=')).toBe('en');
  });
});

describe("the owner's desk's dictionary", () => {
  it('holds the same keys and placeholders in English and Japanese, each filled', () => {
    expect(Object.keys(adminJa).sort()).toEqual(Object.keys(adminEn).sort());
    for (const key of Object.keys(adminEn) as (keyof typeof adminEn)[]) {
      expect(adminJa[key].trim(), key).not.toBe('');
      expect(messageArguments(adminJa[key]), key).toEqual(messageArguments(adminEn[key]));
    }
  });
});
