// Hand gesture on the play page: the start screen asks the adult for camera or examiner mode; an
// instance opens with its practice trials (with feedback) when it has some, then each test trial
// shows its gesture while the camera recognises, or the adult records, what the child did.
import type { HandGestureResponse, PlayInstanceOf } from '@cogniplay/contract';
import type { GamePlayScreens } from '../../shared/play/game-play';
import { handCamera } from '../camera/hand-camera';
import { ModePanel } from './mode-panel';
import { PracticeScreen } from './practice-screen';
import { TrialScreen } from './trial-screen';

export const handGesturePlay: GamePlayScreens<
  PlayInstanceOf<'hand-gesture'>,
  HandGestureResponse
> = {
  hasIntro: (instance) => instance.practice.length > 0,
  itemCount: (instance) => instance.trials.length,
  Intro: PracticeScreen,
  Item: TrialScreen,
  StartPanel: ModePanel,
  endSession: () => handCamera.release(),
};
