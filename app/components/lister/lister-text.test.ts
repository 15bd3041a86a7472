import { describe, expect, it } from 'vitest';

import { en } from '~/i18n/en';
import { createTranslator } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { agentJsonLd } from './agent-json-ld';
import { areaList, hoursText, languageList } from './lister-text';

const t = createTranslator(en, 'en');
const tJa = createTranslator(ja, 'ja');

describe("a lister's languages and hours in the page's language", () => {
  it('names the languages, and shows a tag it has no name for as it is', () => {
    expect(languageList(t, ['en', 'fr', 'pt-BR', 'xx'])).toBe('English, French, Portuguese, xx');
    expect(languageList(tJa, ['en', 'km'])).toBe('英語、クメール語');
  });

  it('names the places an agent covers in the page language, and others as written', () => {
    const areas = ['Tokyo, Japan', 'Istanbul, Turkey', 'Nagoya'];
    expect(areaList(t, areas)).toBe('Tokyo, Japan, Istanbul, Turkey, Nagoya');
    expect(areaList(tJa, areas)).toBe('東京（日本）、イスタンブール（トルコ）、Nagoya');
  });

  it('puts days in runs, and says "By arrangement" without hours', () => {
    const span = { from: '09:00', to: '17:30' };
    expect(hoursText(t, { days: [5, 1, 2, 3, 4], ...span })).toBe(
      'Mon–Fri, 09:00–17:30 (local time)',
    );
    expect(hoursText(t, { days: [0, 6], ...span })).toBe('Sun, Sat, 09:00–17:30 (local time)');
    expect(hoursText(t, { days: [1, 2, 4, 5, 6], ...span })).toBe(
      'Mon, Tue, Thu–Sat, 09:00–17:30 (local time)',
    );
    expect(hoursText(tJa, { days: [1, 2, 3], ...span })).toBe('月–水、09:00〜17:30(現地時間)');
    expect(hoursText(t, null)).toBe('By arrangement');
    expect(hoursText(t, { days: [], ...span })).toBe('By arrangement');
  });
});

describe('agentJsonLd', () => {
  const agent = {
    id: 3,
    name: 'Viola Murray',
    agency: 'Northlight Homes',
    phone: '+1 (555) 076-6333',
    languages: ['en', 'es'],
    areas: ['California'],
    viewingHours: null,
  };

  it('describes an agent with their agency, phone, languages and areas', () => {
    const data = agentJsonLd({
      agent,
      url: 'https://roofline.example/agents/3',
      origin: 'https://roofline.example',
      description: 'An agent',
    });
    expect(data).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Viola Murray',
      telephone: '+1 (555) 076-6333',
      parentOrganization: { '@type': 'Organization', name: 'Northlight Homes' },
      knowsLanguage: ['en', 'es'],
      areaServed: [{ '@type': 'Place', name: 'California' }],
    });
    expect(data.image).toMatch(/^https:\/\/roofline\.example\/art\/v2\/avatar\/full\//);
  });

  it('leaves out what an owner does not have', () => {
    const data = agentJsonLd({
      agent: { ...agent, agency: null, phone: null, areas: [] },
      url: 'u',
      origin: 'o',
      description: 'd',
    });
    expect(data).not.toHaveProperty('parentOrganization');
    expect(data).not.toHaveProperty('telephone');
  });
});
