// What the play page needs of a game (features/games/play-registry.ts): how an instance unfolds
// into screens, and the screens. The page owns everything around them: the start and end, the
// order, resuming, the answer queue, feedback and the adult's screens.
import type { ComponentType } from 'react';
import type { AssessmentSettings } from '@cogniplay/contract';
import type { GivenAnswer } from './use-item-clock';

export interface IntroScreenProps<Instance> {
  instance: Instance;
  settings: AssessmentSettings;
  onDone: () => void;
}

export interface ItemScreenProps<Instance, Response> {
  instance: Instance;
  itemIndex: number;
  settings: AssessmentSettings;
  /** The item's number (from 1) among all of the session's items, and how many there are. */
  number: number;
  total: number;
  /** The answer given, shown while the page waits for feedback. */
  chosen?: Response;
  onAnswer: (answer: GivenAnswer<Response>) => void;
}

export interface GamePlayScreens<Instance, Response> {
  /** Whether the instance opens with a screen before its items (rule finding: its examples). */
  hasIntro(instance: Instance, settings: AssessmentSettings): boolean;
  /** The items of the instance the child answers. */
  itemCount(instance: Instance): number;
  Intro: ComponentType<IntroScreenProps<Instance>>;
  /** One item, with a key per item (a fresh clock each: use-item-clock.ts). */
  Item: ComponentType<ItemScreenProps<Instance, Response>>;
  /**
   * What the adult sets up on the start screen for the session's instances of this game, when it
   * needs anything (hand gesture: camera or examiner mode).
   */
  StartPanel?: ComponentType<{ instances: Instance[] }>;
  /**
   * The session's play has ended on this page (its end screen, a link that stopped working,
   * another tablet taking it): the game lets go of what it holds for the session (hand gesture:
   * the camera).
   */
  endSession?: () => void;
}
