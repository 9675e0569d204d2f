import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/participants.json';

describe('participants texts', () => {
  it('uses the exact English texts of the grid, the form, its errors and toasts', () => {
    expect(en.title).toBe('Participants');
    expect(en.empty).toBe('No participants found');
    expect(en.card.subjectId).toBe('ID: {{subjectId}}');
    expect(en.card.number).toBe('#{{id}}');
    expect(en.card.viewDetails).toBe('View Details');
    expect(en.form.title).toBe('Add participant');
    expect(en.form.errors.subjectIdRequired).toBe('Subject ID is required');
    expect(en.toast.errorTitle).toBe('Error');
    expect(en.toast.somethingWentWrong).toBe('Something went wrong');
  });
});
