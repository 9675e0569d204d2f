import { describe, expect, it } from 'vitest';
import type { PlayInstance } from '@cogniplay/contract';
import { playScreensOf, startPanelsOf } from './play-registry';

const instance = (position: number, game: string) => ({ position, game }) as PlayInstance;

describe('startPanelsOf', () => {
  it("gives each of the session's games its start panel once, with its instances, in order", () => {
    const instances = [
      instance(0, 'rule-finding'),
      instance(1, 'hand-gesture'),
      instance(2, 'rule-finding'),
      instance(3, 'no-such-game'),
    ];
    expect(
      startPanelsOf(instances).map(({ game, Panel, instances: of }) => ({
        game,
        Panel,
        positions: of.map((each) => each.position),
      })),
    ).toEqual([
      { game: 'rule-finding', Panel: playScreensOf(instances[0]!)?.StartPanel, positions: [0, 2] },
      { game: 'hand-gesture', Panel: playScreensOf(instances[1]!)?.StartPanel, positions: [1] },
    ]);
    expect(playScreensOf(instances[0]!)?.StartPanel).toBeDefined();
    expect(playScreensOf(instances[1]!)?.StartPanel).toBeDefined();
  });
});
