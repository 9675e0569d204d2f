import { describe, expect, it } from 'vitest';
import { demonstrationHeading, endStatus, playTexts } from './play-texts';

describe('endStatus', () => {
  const en = playTexts('en');

  it('says everything is saved when nothing waits and nothing was refused', () => {
    expect(endStatus(en, 0, 0)).toBe(en.end.saved);
  });

  it('asks to keep the page open while answers wait, refused ones or not', () => {
    expect(endStatus(en, 1, 0)).toBe(
      "1 answer is saved on this tablet and will be sent when the internet is back. Don't close this page.",
    );
    expect(endStatus(en, 3, 2)).toBe(
      "3 answers are saved on this tablet and will be sent when the internet is back. Don't close this page.",
    );
    expect(endStatus(playTexts('de'), 2, 0)).toMatch(
      /^2 Antworten sind auf diesem Tablet gespeichert und werden gesendet, sobald/,
    );
  });

  it('counts the refused answers instead of saying all are saved', () => {
    expect(endStatus(en, 0, 1)).toBe(en.end.refused_one);
    expect(endStatus(en, 0, 2)).toMatch(/^For the adult: 2 answers from this tablet were not/);
    expect(endStatus(playTexts('de'), 0, 2)).toMatch(/^Für die Begleitperson: 2 Antworten/);
  });
});

describe('demonstrationHeading', () => {
  const en = playTexts('en');
  const de = playTexts('de');
  const fits = { matchesRule: true };
  const doesNotFit = { matchesRule: false };

  it('says "these fit, those do not" only when both groups are shown', () => {
    expect(demonstrationHeading(en, [fits, doesNotFit, fits])).toBe(
      'Look: these fit, those do not',
    );
    expect(demonstrationHeading(de, [doesNotFit, fits])).toBe('Schau: Diese passen, jene nicht');
  });

  it('names the one group shown when there is only one', () => {
    expect(demonstrationHeading(en, [fits, fits])).toBe('Look: these fit');
    expect(demonstrationHeading(en, [doesNotFit])).toBe('Look: these do not fit');
    expect(demonstrationHeading(de, [fits])).toBe('Schau: Diese passen');
    expect(demonstrationHeading(de, [doesNotFit, doesNotFit])).toBe('Schau: Diese passen nicht');
  });
});
