// Rule finding on the play page: the start screen tells the adult how the child answers; an
// instance shows its demonstration (when the assessment shows demonstrations and it has
// examples), then each target item alone with ✓ and ✗.
import type { AnswerResponse, PlayInstanceOf } from '@cogniplay/contract';
import type { GamePlayScreens } from '../../shared/play/game-play';
import { DemonstrationScreen } from './demonstration-screen';
import { KeysNote } from './keys-note';
import { TargetScreen } from './target-screen';

export const ruleFindingPlay: GamePlayScreens<PlayInstanceOf<'rule-finding'>, AnswerResponse> = {
  hasIntro: (instance, settings) =>
    settings.showDemonstration && instance.demonstrationItems.length > 0,
  itemCount: (instance) => instance.targetItems.length,
  Intro: DemonstrationScreen,
  Item: TargetScreen,
  StartPanel: KeysNote,
};
