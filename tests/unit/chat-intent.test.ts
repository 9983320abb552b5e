import { describe, expect, it } from 'vitest';
import { contactReply, fallbackReply, helpParts } from '@/server/chat/contact-reply';
import { asksPrice, contactTopics, namingWords } from '@/server/chat/detect-intent';
import { buildCatalogueIndex, rankProducts } from '@/server/chat/rank-products';
import { demoCategories } from '@/server/db/seed/demo-content';
import { defaultCompany } from '@/server/settings/default-company';

describe('[CHAT] contact questions', () => {
  it('finds the topic of the usual ways of asking', () => {
    expect(contactTopics('contact number')).toEqual(['phone']);
    expect(contactTopics('Phone?')).toEqual(['phone']);
    expect(contactTopics('can I call you')).toEqual(['phone']);
    expect(contactTopics('WhatsApp')).toEqual(['whatsapp']);
    expect(contactTopics('your e-mail id')).toEqual(['email']);
    expect(contactTopics('office address')).toEqual(['address']);
    expect(contactTopics('office hours')).toEqual(['hours']);
    expect(contactTopics('what are your working hours')).toEqual(['hours']);
    expect(contactTopics('timing')).toEqual(['hours']);
    expect(contactTopics('Emergency!')).toEqual(['emergency']);
    expect(contactTopics('how can I contact you')).toEqual(['contact']);
  });

  it('a clear phrase answers whatever else the question says; topics come in a fixed order', () => {
    expect(contactTopics('whatsapp number for ordering fish seed')).toEqual(['whatsapp']);
    expect(contactTopics('fish health emergency, my fish are dying')).toEqual(['emergency']);
    expect(contactTopics('email and phone number please')).toEqual(['phone', 'email']);
  });

  it('a single contact-like word in a farming question is not a contact question', () => {
    for (const question of [
      'feeding timing for rohu',
      'number of fish per pond',
      'can I change my delivery address',
      'how many hours should the aerator run',
      'what do you call a fish without eyes',
      'is there a mobile app',
      'price of rohu seed',
    ]) {
      expect(contactTopics(question), question).toEqual([]);
    }
  });
});

describe('[CHAT] price questions', () => {
  it('knows the words and phrases that ask a price', () => {
    for (const question of [
      'price of rohu seed',
      'rohu seed rate',
      'how much is aerator',
      'how much does a drum filter cost',
      'cost of fish feed',
      'rohu seed kitne ka hai',
      'aerator ₹',
      'MRP of ammonia kit',
    ]) {
      expect(asksPrice(question), question).toBe(true);
    }
  });

  it('"stocking rate" and "how much feed" are farming questions', () => {
    for (const question of [
      'stocking rate of rohu',
      'feeding rate for fingerlings',
      'how much feed should i give',
      'how much lime per bigha',
    ]) {
      expect(asksPrice(question), question).toBe(false);
    }
  });

  it('keeps the words that may name a product', () => {
    expect(namingWords('What is the price of Rohu seed?')).toEqual(['rohu', 'seed']);
    expect(namingWords('how much is an aerator for my pond')).toEqual(['aerator']);
    expect(namingWords('today rate of 1000 pcs rohu')).toEqual(['1000', 'pcs', 'rohu']);
  });
});

describe('[CHAT] ranking products by the words of a question', () => {
  const subCategories: { id: number; name: string }[] = [];
  const products: { id: number; name: string; subCategoryId: number }[] = [];
  for (const category of demoCategories) {
    for (const subCategory of category.subCategories) {
      const subCategoryId = subCategories.length + 1;
      subCategories.push({ id: subCategoryId, name: subCategory.name });
      for (const product of subCategory.products) {
        products.push({ id: products.length + 1, name: product.name, subCategoryId });
      }
    }
  }
  const index = buildCatalogueIndex(products);
  const names = (question: string, everyWord = false) =>
    rankProducts({ index, subCategories, naming: namingWords(question), everyWord }).map(
      (ranked) => products[ranked.id - 1]?.name,
    );

  it('a product and its sub-category: "rohu seed" is the rohu fingerlings, not fresh rohu', () => {
    expect(names('price of rohu seed')).toEqual(['Rohu Fingerlings (1000 pcs)']);
    // Fresh rohu holds "rohu" as well: both, at equal score the older product first.
    expect(names('rohu price')).toEqual(['Rohu Fingerlings (1000 pcs)', 'Fresh Rohu (per kg)']);
  });

  it('tolerates case, plurals and a small typo, but never turns a catalogue word into another', () => {
    expect(names('AERATORS price')).toEqual(['Paddle Wheel Aerator Service Kit']);
    expect(names('drum filtr price')).toEqual(['Drum Filter 20 m3/h']);
    expect(names('rhou seed rate')).toEqual(['Rohu Fingerlings (1000 pcs)']);
    // "feed" is a word of the catalogue: it does not also find "seed".
    expect(names('cost of fish feed')).not.toContain('Genetically Improved Tilapia Seed (1000 pcs)');
    expect(names('cost of fish feed').slice(0, 3)).toEqual([
      'Floating Grower Feed 28% Protein (25 kg)',
      'Starter Feed Crumble 35% Protein (10 kg)',
      'Sinking Catfish Feed 32% Protein (25 kg)',
    ]);
  });

  it('a sub-category word alone with an unknown word names nothing: "shrimp seed" is not fish seed', () => {
    expect(names('price of shrimp seed')).toEqual([]);
    expect(names('price of shrimp feed')).toEqual([]);
    // A product word with an unknown one still names the product.
    expect(names('price of rohu seed for my pond in nagaon')).toEqual(['Rohu Fingerlings (1000 pcs)']);
  });

  it('numbers must be equal', () => {
    expect(names('price of test kit 50 tests')[0]).toBe('Dissolved Oxygen Test Kit (50 tests)');
    expect(names('20 m3 drum filter')).toEqual(['Drum Filter 20 m3/h']);
  });

  it('without a price word, every word must be found, one in the name', () => {
    expect(names('aerator', true)).toEqual(['Paddle Wheel Aerator Service Kit']);
    expect(names('rohu fingerlings', true)).toEqual(['Rohu Fingerlings (1000 pcs)']);
    expect(names('stocking rate of rohu', true)).toEqual([]);
    expect(names('fish seed', true)).not.toContain('Catla Fingerlings (1000 pcs)');
  });
});

describe('[CHAT] contact answers from the settings', () => {
  it('answers each topic asked once, from the settings given', () => {
    const company = { ...defaultCompany, workingHours: 'Every day, 8 AM to 8 PM' };
    const reply = contactReply(company, ['phone', 'email'], 'en');
    expect(reply.kind).toBe('contact');
    expect(reply.answer).toBe('Call us:');
    expect(reply.parts).toEqual([
      { type: 'phone', label: 'Office', number: '+919864000001' },
      { type: 'phone', label: 'Sales', number: '+919864000002' },
      { type: 'whatsapp', label: 'WhatsApp', number: '+919864000002' },
      { type: 'text', text: 'Write to us:' },
      { type: 'email', label: 'General enquiries', address: 'info@aquaculture-group.example' },
      { type: 'email', label: 'Orders', address: 'orders@aquaculture-group.example' },
    ]);
    expect(contactReply(company, ['hours'], 'en').answer).toBe('Office hours: Every day, 8 AM to 8 PM.');
    // "contact" covers phone, WhatsApp, e-mail and hours: asked with "phone", the phones come once.
    const both = contactReply(company, ['contact', 'phone'], 'en');
    expect(both.parts.filter((part) => part.type === 'phone')).toHaveLength(2);
  });

  it('emergency numbers: in their answer, in Help and under the fallback; the office numbers when none are set', () => {
    expect(contactReply(defaultCompany, ['emergency'], 'en').parts).toEqual([
      { type: 'phone', label: 'Fish health emergency', number: '+919864000004' },
      { type: 'phone', label: 'RAS technical support', number: '+919864000005' },
    ]);
    expect(helpParts(defaultCompany, 'en')).toContainEqual({
      type: 'phone',
      label: 'Fish health emergency',
      number: '+919864000004',
    });
    expect(fallbackReply(defaultCompany, 'en')).toMatchObject({
      kind: 'fallback',
      answer: "Sorry, I don't have an answer for that. Please contact our team for more help.",
    });
    expect(fallbackReply(defaultCompany, 'en').parts).toContainEqual({
      type: 'phone',
      label: 'RAS technical support',
      number: '+919864000005',
    });
    const withoutEmergency = contactReply({ ...defaultCompany, emergencyContacts: [] }, ['emergency'], 'en');
    expect(withoutEmergency.parts).toContainEqual({ type: 'phone', label: 'Office', number: '+919864000001' });
  });
});
