import { describe, expect, it } from 'vitest';
import { matchQuestion, normalizeQuestion, TOLERANT_THRESHOLD, tolerantScore } from '@/server/chat/match-question';
import { demoChatEntries } from '@/server/db/seed/demo-content';

const entries = [
  { question: 'hi', answer: 'greeting' },
  { question: 'what is ras', answer: 'ras' },
  { question: 'do you sell fish feed', answer: 'feed' },
  { question: 'which feed is best', answer: 'best feed' },
  { question: 'how can i order', answer: 'ordering' },
  { question: 'do you sell fish seed', answer: 'seed' },
  { question: 'do you sell medicines', answer: 'medicines' },
];
const answerTo = (typed: string, known = entries) => matchQuestion(known, typed);

describe('chat matching, in the order of spec §5', () => {
  it('1. exact: lower-cased, spaces and punctuation aside', () => {
    expect(answerTo('What is RAS?')).toMatchObject({ rule: 'exact', entry: { answer: 'ras' } });
    expect(answerTo('  do you   sell fish FEED ')).toMatchObject({ rule: 'exact', entry: { answer: 'feed' } });
  });

  it('an exact match beats a containing one that comes first', () => {
    // "fish" comes first and is contained in the typed text, but the exact match is tried first.
    const known = [
      { question: 'fish', answer: 'containing' },
      { question: 'do you sell fish seed', answer: 'exact' },
    ];
    expect(answerTo('do you sell fish seed', known)).toMatchObject({ rule: 'exact', entry: { answer: 'exact' } });
  });

  it('2. contains: the typed text holds a known question, or a known question holds the typed text', () => {
    expect(answerTo('what is ras and what does it cost')).toMatchObject({ rule: 'contains', entry: { answer: 'ras' } });
    expect(answerTo('feed')).toMatchObject({ rule: 'contains', entry: { answer: 'feed' } });
  });

  it('the first containing entry wins', () => {
    // Both "hi" and "do you sell fish feed" are in the text; "hi" comes first.
    expect(answerTo('hi, do you sell fish feed')).toMatchObject({ rule: 'contains', entry: { answer: 'greeting' } });
    // "sell" is in three known questions: the first of them answers.
    expect(answerTo('sell')).toMatchObject({ rule: 'contains', entry: { answer: 'feed' } });
  });

  it('contains means whole words: "which" does not contain the greeting "hi"', () => {
    expect(answerTo('which feed is the best')).not.toMatchObject({ entry: { answer: 'greeting' } });
  });

  it('3. tolerant: words in any order, small typos, plurals and -ing', () => {
    expect(answerTo('how i can order fish seed?', demoChatEntries)).toMatchObject({
      rule: 'tolerant',
      entry: { question: 'how can i order' },
    });
    expect(answerTo('wat is ras', demoChatEntries)).toMatchObject({
      rule: 'tolerant',
      entry: { question: 'what is ras' },
    });
    expect(answerTo('do u sell medicins')).toMatchObject({ rule: 'tolerant', entry: { answer: 'medicines' } });
    expect(answerTo('best feeds, which?')).toMatchObject({ rule: 'tolerant', entry: { answer: 'best feed' } });
    expect(answerTo('tracking my order', demoChatEntries)).toMatchObject({
      rule: 'tolerant',
      entry: { question: 'how can i track my order' },
    });
  });

  it('tolerant answers only at or above the threshold', () => {
    // Two of the three meaningful words of "do you sell fish seed": under the threshold.
    expect(tolerantScore('do you sell fish', 'do you sell fish seed')).toBeLessThan(TOLERANT_THRESHOLD);
    expect(answerTo('they sell good fish')).toBeNull();
    // Every word there, one of them misspelt: above.
    expect(tolerantScore('do you sel fish seed', 'do you sell fish seed')).toBeGreaterThanOrEqual(TOLERANT_THRESHOLD);
    // Little words alone never answer.
    expect(tolerantScore('how can i', 'how can i order')).toBe(0);
  });

  it('tries only the rules asked for: the helper asks "exact" alone first', () => {
    expect(matchQuestion(entries, 'what is ras and what does it cost', ['exact'])).toBeNull();
    expect(matchQuestion(entries, 'What is RAS?', ['exact'])).toMatchObject({ rule: 'exact' });
    expect(matchQuestion(entries, 'What is RAS?', ['contains', 'tolerant'])).toMatchObject({ rule: 'contains' });
    expect(matchQuestion(entries, 'do u sell medicins', ['contains'])).toBeNull();
  });

  it('otherwise nothing: the caller gives the fallback', () => {
    expect(answerTo('how is the weather in Shillong today')).toBeNull();
    expect(answerTo('   ')).toBeNull();
    expect(answerTo('?!')).toBeNull();
  });

  it('keeps letters of every script', () => {
    expect(normalizeQuestion('মাছৰ খাদ্য?')).toBe('মাছৰ খাদ্য');
    expect(answerTo('मछली का चारा', [{ question: 'मछली का चारा', answer: 'hindi' }])).toMatchObject({ rule: 'exact' });
  });
});
