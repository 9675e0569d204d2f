// The hand-landmark model (MediaPipe Hands, from the npm package @mediapipe/hands), loaded from the
// app's own origin: the build copies each of its files into assets/hand-model/ under a hashed
// name (vite.config.ts), cached for a year, and the solution is told where each one is. Only a
// session that uses the camera loads it, at its start (hand-camera.ts), so that play goes on
// offline; the play page's service worker does not keep it (vite-play-worker.ts).
import type { Hands, Results } from '@mediapipe/hands';
import handsScript from '@mediapipe/hands/hands.js?url';
import graph from '@mediapipe/hands/hands.binarypb?url';
import packedAssets from '@mediapipe/hands/hands_solution_packed_assets.data?url';
import packedAssetsLoader from '@mediapipe/hands/hands_solution_packed_assets_loader.js?url';
import simdWasm from '@mediapipe/hands/hands_solution_simd_wasm_bin.wasm?url';
import simdWasmScript from '@mediapipe/hands/hands_solution_simd_wasm_bin.js?url';
import wasm from '@mediapipe/hands/hands_solution_wasm_bin.wasm?url';
import wasmScript from '@mediapipe/hands/hands_solution_wasm_bin.js?url';
import liteModel from '@mediapipe/hands/hand_landmark_lite.tflite?url';

/** The files the solution asks for by name (the WebAssembly build without SIMD for old tablets). */
const FILES: Record<string, string> = {
  'hands.binarypb': graph,
  'hands_solution_packed_assets.data': packedAssets,
  'hands_solution_packed_assets_loader.js': packedAssetsLoader,
  'hands_solution_simd_wasm_bin.wasm': simdWasm,
  'hands_solution_simd_wasm_bin.js': simdWasmScript,
  'hands_solution_wasm_bin.wasm': wasm,
  'hands_solution_wasm_bin.js': wasmScript,
  'hand_landmark_lite.tflite': liteModel,
};

export type HandResults = Results;
export type HandModel = Pick<Hands, 'send' | 'onResults' | 'close'>;

/** The package's script is not a module: it defines `Hands` on the window. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * The model, ready: every file fetched and the model run once on a blank picture, which compiles
 * it (seconds on a slow tablet), so that the first trial does not wait for it.
 */
export async function loadHandModel(): Promise<HandModel> {
  const global = window as unknown as { Hands?: typeof Hands };
  if (!global.Hands) await loadScript(handsScript);
  if (!global.Hands) throw new Error('The hand model did not load');
  const hands = new global.Hands({
    locateFile: (file) => {
      const url = FILES[file];
      if (!url) throw new Error(`The hand model asked for an unknown file: ${file}`);
      return url;
    },
  });
  hands.setOptions({
    maxNumHands: 1,
    // The lighter of the two models: one hand near the tablet, on a tablet's processor.
    modelComplexity: 0,
    // The camera's picture mirrored, as the child sees it: then `Left` is the child's left hand.
    selfieMode: true,
    minDetectionConfidence: 0.6,
    minTrackingConfidence: 0.5,
  });
  await hands.initialize();
  const blank = document.createElement('canvas');
  blank.width = 64;
  blank.height = 64;
  await hands.send({ image: blank });
  return hands;
}
