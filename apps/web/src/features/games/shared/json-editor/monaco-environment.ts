// Monaco's web workers, bundled by Vite as files of our own origin (`?worker`), so they run
// under `worker-src 'self'`. Monaco only falls back to its own blob: bootstrap (which that CSP
// refuses) when no getWorker is defined.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker?worker';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) =>
    label === 'json' ? new JsonWorker() : new EditorWorker(),
};
