import { describe, expect, it } from 'vitest';
import {
  describePicture,
  featureSwitches,
  PICTURE_FEATURES,
  pictureFeatures,
  type PictureTexts,
} from './picture-features';

const texts: PictureTexts = {
  name: 'Creature',
  features: ['hat', 'spots', 'glasses', 'tail'],
  with: 'with',
  without: 'without',
};

describe('featureSwitches', () => {
  it('switches feature i on exactly when characteristic i is on', () => {
    expect(featureSwitches(['on', 'off', 'on', 'off'])).toEqual([true, false, true, false]);
    expect(featureSwitches(['off', 'on', 'off', 'on'])).toEqual([false, true, false, true]);
  });

  it('draws missing characteristics as off', () => {
    expect(featureSwitches([])).toEqual([false, false, false, false]);
    expect(featureSwitches(['on'])).toEqual([true, false, false, false]);
    expect(featureSwitches(['on', 'on', 'on'])).toEqual([true, true, true, false]);
  });

  it('every one of the 16 items gets its own picture', () => {
    const values = ['off', 'on'] as const;
    const seen = new Set<string>();
    for (const a of values)
      for (const b of values)
        for (const c of values)
          for (const d of values) seen.add(JSON.stringify(featureSwitches([a, b, c, d])));
    expect(seen.size).toBe(16);
  });
});

describe('pictureFeatures', () => {
  it('names the features of each picture set in characteristic order', () => {
    expect(pictureFeatures('creatures', ['on', 'off', 'off', 'on'])).toEqual({
      hat: true,
      spots: false,
      glasses: false,
      tail: true,
    });
    expect(pictureFeatures('shapes', ['off', 'on', 'on'])).toEqual({
      filled: false,
      dots: true,
      doubleBorder: true,
      corners: false,
    });
  });

  it('has four distinct features per set', () => {
    for (const features of Object.values(PICTURE_FEATURES)) {
      expect(new Set(features).size).toBe(4);
    }
  });
});

describe('describePicture', () => {
  it('names the features shown and those not shown', () => {
    expect(describePicture(['on', 'off', 'off', 'on'], texts)).toBe(
      'Creature – with: hat, tail; without: spots, glasses',
    );
  });

  it('leaves out an empty list', () => {
    expect(describePicture(['on', 'on', 'on', 'on'], texts)).toBe(
      'Creature – with: hat, spots, glasses, tail',
    );
    expect(describePicture([], texts)).toBe('Creature – without: hat, spots, glasses, tail');
  });
});
