import { useSyncExternalStore } from 'react';
import { handCamera } from './hand-camera';

/** The session's camera status (hand-camera.ts), re-rendering when it changes. */
export const useHandCamera = () => useSyncExternalStore(handCamera.subscribe, handCamera.getStatus);
