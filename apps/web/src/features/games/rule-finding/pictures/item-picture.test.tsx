import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PICTURE_SETS, type CharacteristicValue, type PictureSet } from '@cogniplay/contract';
import { ItemPicture } from './item-picture';
import type { PictureTexts } from './picture-features';

const texts: PictureTexts = {
  name: 'Picture',
  features: ['one', 'two', 'three', 'four'],
  with: 'with',
  without: 'without',
};

/** The 16 items of four on/off characteristics. */
const ALL_ITEMS: CharacteristicValue[][] = Array.from({ length: 16 }, (_, bits) =>
  [0, 1, 2, 3].map((index) => ((bits >> index) & 1 ? 'on' : 'off')),
);

/**
 * What the picture draws: the SVG's content, without the `<svg>` element's own attributes (its
 * description and `data-characteristics` name the characteristics whatever is drawn).
 */
function drawing(set: PictureSet, characteristics: readonly CharacteristicValue[]): string {
  const { container, unmount } = render(
    <ItemPicture set={set} characteristics={characteristics} texts={texts} />,
  );
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg drawn');
  const content = svg.innerHTML;
  unmount();
  return content;
}

describe.each(PICTURE_SETS)('the %s pictures', (set) => {
  it('draw the 16 items as 16 different pictures', () => {
    const drawings = ALL_ITEMS.map((item) => drawing(set, item));
    expect(drawings.every((content) => content.length > 0)).toBe(true);
    expect(new Set(drawings).size).toBe(16);
  });

  it.each([0, 1, 2, 3])('change when characteristic %i alone is switched', (index) => {
    for (const item of ALL_ITEMS) {
      const switched = item.map((value, i) =>
        i === index ? (value === 'on' ? 'off' : 'on') : value,
      );
      expect(drawing(set, switched), `${item.join(',')} with ${index} switched`).not.toBe(
        drawing(set, item),
      );
    }
  });
});
