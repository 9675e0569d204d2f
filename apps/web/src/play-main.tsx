// The play page (/play/{token}, and /play for a card's code): its own entry and bundle, without the router, the sign-in client
// or the app shell. The games' screens come through features/games/play-registry.ts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CodeEntry } from '@/features/play/code-entry';
import { PlayApp } from '@/features/play/play-app';
import { tokenFromPath } from '@/features/play/play-api';
import { pickLanguage, playTexts, PlayTextsContext } from '@/features/games/shared/play/play-texts';
import { registerPlayWorker } from '@/features/play/play-worker-registration';
import { env } from '@/config/env';
import './play.css';

const language = pickLanguage(window.location.search, navigator.languages);
const texts = playTexts(language);
document.documentElement.lang = language;
document.title = texts.title;

// A scanned link holds the token; /play alone asks for the card's code.
const token = tokenFromPath(window.location.pathname);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('play.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <PlayTextsContext value={{ language, texts }}>
      {token ? <PlayApp token={token} /> : <CodeEntry />}
    </PlayTextsContext>
  </StrictMode>,
);

// Offline from then on: the worker keeps the page's files for a reload without network.
if (env.production) registerPlayWorker();
