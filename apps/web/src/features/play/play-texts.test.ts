import { describe, expect, it } from 'vitest';
import { endStatus, playTexts } from './play-texts';

describe('endStatus', () => {
  const en = playTexts('en');

  it('says everything is saved when nothing waits and nothing was refused', () => {
    expect(endStatus(en, 0, 0)).toBe(en.end.saved);
  });

  it('asks to keep the page open while answers wait, refused ones or not', () => {
    expect(endStatus(en, 1, 0)).toBe(en.end.waiting_one);
    expect(endStatus(en, 3, 2)).toBe(en.end.waiting_other.replace('{{count}}', '3'));
  });

  it('counts the refused answers instead of saying all are saved', () => {
    expect(endStatus(en, 0, 1)).toBe(en.end.refused_one);
    expect(endStatus(en, 0, 2)).toMatch(/^For the adult: 2 answers from this tablet were not/);
    expect(endStatus(playTexts('de'), 0, 2)).toMatch(/^Für die Begleitperson: 2 Antworten/);
  });
});
