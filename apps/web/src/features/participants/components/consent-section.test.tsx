import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticipantConsentResponse, ParticipantDetail } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { participantConsentQueryOptions } from '../api/get-participant-consent';
import { ConsentSection } from './consent-section';

stubApi();

const participant: ParticipantDetail = {
  id: 7,
  subjectId: 'K-7',
  firstName: '',
  lastName: '',
  school: null,
  group: null,
  consentStatus: 'not_asked',
  birthYear: null,
  birthMonth: null,
  sex: null,
  researchInstitute: { id: 4, name: 'Alpha Institute' },
  createdAt: '2026-11-01T08:00:00Z',
};

const FORM = { id: 12, title: 'Parental consent', version: '2', language: 'de' };

const given: ParticipantConsentResponse = {
  status: 'given',
  sessionsNeedConsent: true,
  history: [
    {
      id: 3,
      status: 'given',
      givenBy: 'parent',
      relation: 'mother',
      decidedOn: '2026-10-05',
      form: FORM,
      recordedBy: { id: 2, name: 'Rita Researcher' },
      recordedAt: '2026-10-06T09:30:00Z',
    },
  ],
};

function renderSection(consent: ParticipantConsentResponse) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(participantConsentQueryOptions(participant.id).queryKey, consent);
  renderWithQuery(<ConsentSection participant={participant} />, { queryClient });
}

describe('ConsentSection', () => {
  beforeEach(() => {
    vi.mocked(api.get).mockResolvedValue({
      sessionsNeedConsent: true,
      forms: [{ ...FORM, body: 'Ich bin einverstanden.', createdAt: '2026-09-01T00:00:00Z' }],
    });
  });

  it('shows the status, the gate and each decision with its form and recorder', async () => {
    renderSection(given);
    const section = await screen.findByTestId('participant-consent');
    expect(within(section).getByLabelText('Consent: Given')).toBeVisible();
    expect(section).toHaveTextContent('Sessions of this institute start only for children whose');
    const [row] = within(section).getAllByTestId('consent-record');
    expect(row).toHaveTextContent('Oct 5, 2026');
    expect(row).toHaveTextContent('Parent · mother');
    expect(row).toHaveTextContent('Parental consent, version 2 (de)');
    expect(row).toHaveTextContent('Rita Researcher');
  });

  it('records a decision: names what is missing first, then sends the contract’s body', async () => {
    vi.mocked(api.post).mockResolvedValue({ ...given, history: given.history });
    const user = userEvent.setup();
    renderSection({ status: 'not_asked', sessionsNeedConsent: true, history: [] });
    expect(await screen.findByText('No decision recorded yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a consent decision' });

    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Say who decided.')).toBeVisible();
    expect(within(dialog).getByText('Choose the consent form.')).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText('Decided by'), 'Parent');
    await user.type(within(dialog).getByLabelText(/Relation to the child/), 'father');
    await user.clear(within(dialog).getByLabelText('Date of the decision'));
    await user.type(within(dialog).getByLabelText('Date of the decision'), '2026-10-05');
    await user.selectOptions(
      within(dialog).getByLabelText('Consent form'),
      'Parental consent, version 2 (de)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith('/participants/7/consent', {
      status: 'given',
      givenBy: 'parent',
      relation: 'father',
      decidedOn: '2026-10-05',
      consentFormId: 12,
    });
    expect(await screen.findByText('Consent recorded')).toBeVisible();
  });

  it('refuses a date in the future before sending anything', async () => {
    const user = userEvent.setup();
    renderSection({ status: 'not_asked', sessionsNeedConsent: true, history: [] });
    await user.click(await screen.findByRole('button', { name: 'Record decision' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Decision'), 'Refused');
    await user.selectOptions(within(dialog).getByLabelText('Decided by'), 'Guardian');
    await user.clear(within(dialog).getByLabelText('Date of the decision'));
    await user.type(within(dialog).getByLabelText('Date of the decision'), '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('The date must not be in the future.')).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('on a withdrawal, keeps the data by default, or erases the child once the ID is typed', async () => {
    vi.mocked(api.delete).mockResolvedValue(null);
    const user = userEvent.setup();
    renderSection(given);
    await user.click(await screen.findByRole('button', { name: 'Record decision' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Decision'), 'Withdrawn');
    expect(within(dialog).getByLabelText('Keep it, excluded from analysis')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Record' })).toBeVisible();

    await user.click(within(dialog).getByLabelText('Erase the child and all their data'));
    const erase = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type the subject ID K-7 to confirm'), 'K-7');
    await user.click(erase);
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('/participants/7?reason=consent_withdrawn'),
    );
    expect(api.post).not.toHaveBeenCalled();
  });
});
