// The English texts are the source of the translation keys: `t('…')`, `<Trans i18nKey>` and
// keys built from a prefix are checked against them by the compiler.
import 'i18next';
import type assessments from '../public/locales/en/assessments.json';
import type common from '../public/locales/en/common.json';
import type exports from '../public/locales/en/exports.json';
import type games from '../public/locales/en/games.json';
import type organisations from '../public/locales/en/organisations.json';
import type participants from '../public/locales/en/participants.json';
import type statistics from '../public/locales/en/statistics.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      assessments: typeof assessments;
      common: typeof common;
      exports: typeof exports;
      games: typeof games;
      organisations: typeof organisations;
      participants: typeof participants;
      statistics: typeof statistics;
    };
  }
}
