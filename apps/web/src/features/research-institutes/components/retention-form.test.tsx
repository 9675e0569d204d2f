import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithQuery } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { RetentionForm } from './retention-form';

stubApi();

const settings = {
  sessionsNeedConsent: true,
  forms: [],
  retentionMonths: null,
  studyEndsOn: null,
  answersAfterStop: 'keep' as const,
};

describe('RetentionForm', () => {
  it('refuses months out of range before sending, then saves both rules', async () => {
    vi.mocked(api.patch).mockResolvedValue({ ...settings, retentionMonths: 24 });
    const user = userEvent.setup();
    renderWithQuery(<RetentionForm instituteId={3} settings={settings} />);
    const months = await screen.findByLabelText("Months after a participant's last session");
    await user.type(months, '121');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A whole number of months from 1 to 120.',
    );
    expect(api.patch).not.toHaveBeenCalled();

    await user.clear(months);
    await user.type(months, '24');
    await user.type(screen.getByLabelText('End of the study'), '2030-07-31');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith('/research-institutes/3/consent', {
        retentionMonths: 24,
        studyEndsOn: '2030-07-31',
      }),
    );
  });
});
