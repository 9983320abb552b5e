import { describe, expect, it } from 'vitest';
import { asksPrice, contactTopics, namingWords } from '@/server/chat/detect-intent';
import { matchingText } from '@/server/chat/farmer-words';
import { matchQuestion, normalizeQuestion } from '@/server/chat/match-question';
import { demoChatEntries } from '@/server/db/seed/demo-content';

describe('chat helper in Assamese, Hindi and their Latin spellings', () => {
  it('normalizes the scripts: NFC, nukta, chandrabindu, Bengali ra, apostrophes, digits', () => {
    // Decomposed and precomposed nukta letters; with and without the nukta.
    expect(normalizeQuestion('क़ीमत')).toBe(normalizeQuestion('कीमत'));
    expect(normalizeQuestion('क\u093cीमत')).toBe(normalizeQuestion('कीमत'));
    expect(normalizeQuestion('সময়')).toBe(normalizeQuestion('সময\u09bc'));
    expect(normalizeQuestion('मछलियाँ')).toBe(normalizeQuestion('मछलियां'));
    expect(normalizeQuestion('हिन्दी')).toBe(normalizeQuestion('हिंदी'));
    // A Bengali keyboard's র is Assamese ৰ; an apostrophe inside a word is no word break.
    expect(normalizeQuestion('পুখুরী')).toBe('পুখুৰী');
    expect(normalizeQuestion('ক’ত পাম?')).toBe('কত পাম');
    expect(normalizeQuestion('২৫ কেজি, २५ किलो')).toBe('25 কেজি 25 किलो');
    // Zero-width joiners do not split a word; English is as before.
    expect(normalizeQuestion('ৰ\u200d্যাব')).toBe('ৰ্যাব');
    expect(normalizeQuestion("Don't  know, RAS?")).toBe('don t know ras');
  });

  it('reads the farmers’ words, in either script or in Latin letters, as the English ones', () => {
    expect(matchingText('machh pona kot pam', 'as')).toBe('fish seed sell');
    for (const fish of ['maach', 'macch', 'mach', 'machhli', 'মাছৰ', 'মাছ', 'मछली', 'मछलियों', 'मछलियाँ']) {
      expect(matchingText(fish), fish).toBe('fish');
    }
    expect(matchingText('machli ka dana')).toBe('fish feed');
    expect(matchingText('পোনাবোৰৰ খাদ্য')).toBe('seed feed');
    expect(matchingText('pukhurit dabai', 'as')).toBe('pond medicine');
    expect(matchingText('तालाबों का पानी')).toBe('pond water');
    // "dam" is a price only where English is not the page's language.
    expect(matchingText('rohu dam', 'as')).toBe('rohu price');
    expect(matchingText('fish in a dam', 'en')).toBe('fish in a dam');
  });

  it('leaves every English question of the knowledge base as it was', () => {
    for (const entry of demoChatEntries) {
      expect(matchingText(entry.question), entry.question).toBe(normalizeQuestion(entry.question));
    }
  });

  it('finds the English pairs from a question typed in Latin letters or in Hindi', () => {
    expect(matchQuestion(demoChatEntries, 'machh pona kot pam', undefined, 'as')?.entry.question).toBe(
      'do you sell fish seed',
    );
    expect(matchQuestion(demoChatEntries, 'machli ka dana')?.entry.question).toBe('do you sell fish feed');
    expect(matchQuestion(demoChatEntries, 'क्या आप मछली का दाना बेचते हैं?', undefined, 'hi')?.entry.question).toBe(
      'do you sell fish feed',
    );
  });

  it('recognizes prices, products and contacts asked in Assamese and Hindi', () => {
    expect(asksPrice('rohu pona kimat', 'as')).toBe(true);
    expect(asksPrice('মাছৰ পোনাৰ দাম কিমান?', 'as')).toBe(true);
    expect(asksPrice('रोहू बीज का भाव', 'hi')).toBe(true);
    expect(asksPrice('machh pona kot pam', 'as')).toBe(false);
    expect(namingWords('rohu pona kimat', 'as')).toEqual(['rohu', 'seed']);
    // Words the catalogue's English names cannot hold are left out.
    expect(namingWords('আপোনালোকৰ ৰৌ মাছৰ পোনাৰ দাম কিমান', 'as')).toEqual(['rohu', 'fish', 'seed']);
    expect(contactTopics('আপোনাৰ ফোন নম্বৰ', 'as')).toEqual(['phone']);
    expect(contactTopics('दफ़्तर का समय क्या है?', 'hi')).toEqual(['hours']);
  });
});
