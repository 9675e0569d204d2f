import { describe, expect, it } from 'vitest';
import { pageTitleKey, type TitledMatch } from './page-title';

const match = (pageTitle?: TitledMatch['staticData']['pageTitle'], status = 'success') => ({
  status,
  staticData: { pageTitle },
});

describe('pageTitleKey', () => {
  it('takes the deepest route that names a title', () => {
    expect(pageTitleKey([match(), match('schools'), match('school'), match()])).toBe('school');
  });

  it('answers undefined while no route names one', () => {
    expect(pageTitleKey([match(), match()])).toBeUndefined();
  });

  it('names the not-found page, whether no route matched or a loader found nothing', () => {
    expect(pageTitleKey([{ ...match(), _notFound: true }])).toBe('notFound');
    expect(pageTitleKey([match(), match('school', 'notFound')])).toBe('notFound');
  });

  it('names the error page when a route failed', () => {
    expect(pageTitleKey([match(), match('schools', 'error')])).toBe('error');
  });
});
