// Every text that counts something uses i18next plurals, in English and German ("1 rule
// finding instance", never "1 rule finding instances"), and the German wording the product uses.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import deCommon from '../../public/locales/de/common.json';
import deGames from '../../public/locales/de/games.json';
import deOrganisations from '../../public/locales/de/organisations.json';
import enGames from '../../public/locales/en/games.json';
import enOrganisations from '../../public/locales/en/organisations.json';

const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    en: { games: enGames, organisations: enOrganisations },
    de: { games: deGames, organisations: deOrganisations },
  },
  interpolation: { escapeValue: false },
});

const en = i18n.getFixedT('en', 'games');
const de = i18n.getFixedT('de', 'games');

describe('count texts', () => {
  it('say how many instances an upload stored, in the singular for one', () => {
    expect(en('ruleFinding.uploaded', { count: 1 })).toBe(
      'Successfully uploaded 1 rule finding instance',
    );
    expect(en('ruleFinding.uploaded', { count: 3 })).toBe(
      'Successfully uploaded 3 rule finding instances',
    );
    expect(en('handGesture.uploaded', { count: 1 })).toBe(
      'Successfully uploaded 1 hand gesture instance',
    );
    expect(en('handGesture.uploaded', { count: 0 })).toBe(
      'Successfully uploaded 0 hand gesture instances',
    );
    expect(de('ruleFinding.uploaded', { count: 1 })).toBe(
      '1 Regelfindungs-Instanz erfolgreich hochgeladen',
    );
    expect(de('ruleFinding.uploaded', { count: 2 })).toBe(
      '2 Regelfindungs-Instanzen erfolgreich hochgeladen',
    );
    expect(de('handGesture.uploaded', { count: 1 })).toBe(
      '1 Handgesten-Instanz erfolgreich hochgeladen',
    );
  });

  it('count instances and exercises of a checked file separately', () => {
    const wouldCreate = (t: typeof en, instances: number, exercises: number) =>
      t('upload.wouldCreate', {
        count: instances,
        exercises: t('upload.exercises', { count: exercises }),
      });
    expect(wouldCreate(en, 1, 1)).toBe('1 instance in 1 exercise would be created');
    expect(wouldCreate(en, 5, 2)).toBe('5 instances in 2 exercises would be created');
    expect(wouldCreate(de, 1, 1)).toBe('1 Instanz in 1 Übung würde erstellt');
    expect(wouldCreate(de, 5, 2)).toBe('5 Instanzen in 2 Übungen würden erstellt');
  });

  it('count members in both languages', () => {
    const members = (lng: string, count: number) =>
      i18n.getFixedT(lng, 'organisations')('researchInstitutes.detail.members', { count });
    expect(members('en', 1)).toBe('1 member');
    expect(members('de', 1)).toBe('1 Mitglied');
    expect(members('de', 2)).toBe('2 Mitglieder');
  });
});

describe('German wording', () => {
  it('calls the school staff role "Administrator"', () => {
    expect(deOrganisations.staff.administrator).toBe('Administrator');
    expect(deOrganisations.staff.invite.admin).toBe('Administrator');
    expect(JSON.stringify(deOrganisations.staff)).not.toContain('Administration');
  });

  it('keeps the one German headline the login pages share', () => {
    expect(deCommon.login.headline).toBe(
      'Kognitive Diagnostik neu gedacht – durch spielbasierte Erhebung.',
    );
  });
});
