import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithQuery } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { ParticipantForm } from './participant-form';

stubApi();

const institutes = [
  { id: 4, name: 'Alpha Institute' },
  { id: 9, name: 'Beta Institute' },
];
const created = {
  participant: {
    id: 7,
    subjectId: 'S-7',
    firstName: '',
    lastName: '',
    researchInstitute: null,
    createdAt: '2026-11-21T06:00:00Z',
  },
};

describe('ParticipantForm', () => {
  it("refuses a blank subject ID with 'Subject ID is required' and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithQuery(<ParticipantForm institutes={null} defaultInstituteId={null} />);
    await user.type(await screen.findByLabelText('Subject ID'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(await screen.findByText('Subject ID is required')).toBeVisible();
    expect(screen.getByLabelText('Subject ID')).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('names a subject ID that does not start with a letter or a digit, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ParticipantForm institutes={null} defaultInstituteId={null} />);
    await user.type(await screen.findByLabelText('Subject ID'), '-P23');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(
      await screen.findByText('Must start with a letter or a digit (not a space, =, +, - or @)'),
    ).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the month and year of birth and the sex, and names a birth in the future', async () => {
    vi.mocked(api.post).mockResolvedValue(created);
    const user = userEvent.setup();
    renderWithQuery(<ParticipantForm institutes={null} defaultInstituteId={4} />, {
      path: '/participants/add',
    });
    await user.type(await screen.findByLabelText('Subject ID'), 'S-9');
    await user.selectOptions(screen.getByLabelText('Month'), 'April');
    await user.type(screen.getByLabelText('Year'), String(new Date().getUTCFullYear() + 1));
    await user.selectOptions(screen.getByLabelText(/Sex/), 'Diverse');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(await screen.findByText('Must not be in the future')).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '2019');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/participants',
        expect.objectContaining({ birthYear: 2019, birthMonth: 4, sex: 'diverse' }),
      ),
    );
  });

  it('names over-long names and control characters in the field', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ParticipantForm institutes={null} defaultInstituteId={null} />);
    await user.type(await screen.findByLabelText('Subject ID'), 'S-1');
    await user.click(screen.getByLabelText(/First name/));
    await user.paste('x'.repeat(101));
    await user.click(screen.getByLabelText(/Last name/));
    await user.paste('Mu\tster');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(await screen.findByText('At most 100 characters')).toBeVisible();
    expect(
      screen.getByText('Must not contain tabs, line breaks or other control characters'),
    ).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("sends a researcher's participant without an institute and goes to /participants", async () => {
    vi.mocked(api.post).mockResolvedValue(created);
    const user = userEvent.setup();
    const { router } = renderWithQuery(
      <ParticipantForm institutes={null} defaultInstituteId={4} />,
      { path: '/participants/add' },
    );
    expect(screen.queryByLabelText('Research institute')).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Subject ID'), 'S-7 ');
    await user.type(screen.getByLabelText(/First name/), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participants'));
    expect(api.post).toHaveBeenCalledWith('/participants', {
      subjectId: 'S-7',
      firstName: 'Mia',
      lastName: '',
      schoolId: null,
      group: null,
      // Not given: no month and year of birth, no sex.
      birthYear: null,
      birthMonth: null,
      sex: null,
    });
  });

  it("offers the schools of the participant's institute and sends school and trimmed group", async () => {
    vi.mocked(api.post).mockResolvedValue(created);
    vi.mocked(api.get).mockResolvedValue({
      schools: [
        { id: 1, name: 'North School', managingInstitute: { id: 4, name: 'Alpha Institute' } },
        { id: 2, name: 'Other School', managingInstitute: { id: 9, name: 'Beta Institute' } },
        { id: 3, name: 'Free School', managingInstitute: null },
      ],
    });
    const user = userEvent.setup();
    renderWithQuery(<ParticipantForm institutes={null} defaultInstituteId={4} />, {
      path: '/participants/add',
    });
    const school = await screen.findByLabelText(/School/);
    await waitFor(() => expect(school).toBeEnabled());
    expect(
      within(school)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No school', 'North School']);
    await user.selectOptions(school, 'North School');
    await user.type(screen.getByLabelText(/Group/), ' 3b ');
    await user.type(screen.getByLabelText('Subject ID'), 'S-9');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenLastCalledWith(
      '/participants',
      expect.objectContaining({ subjectId: 'S-9', schoolId: 1, group: '3b' }),
    );
  });

  it('names an over-long group in the field', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ParticipantForm institutes={null} defaultInstituteId={null} />);
    await user.type(await screen.findByLabelText('Subject ID'), 'S-1');
    await user.click(screen.getByLabelText(/Group/));
    await user.paste('x'.repeat(33));
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(await screen.findByText('At most 32 characters')).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("lets an admin choose an institute or 'No institute' (null)", async () => {
    vi.mocked(api.post).mockResolvedValue(created);
    const user = userEvent.setup();
    renderWithQuery(<ParticipantForm institutes={institutes} defaultInstituteId={null} />);
    const select = await screen.findByLabelText('Research institute');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No institute', 'Alpha Institute', 'Beta Institute']);
    expect(select).toHaveValue('none');
    await user.type(screen.getByLabelText('Subject ID'), 'S-8');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenLastCalledWith('/participants', {
      subjectId: 'S-8',
      firstName: '',
      lastName: '',
      researchInstituteId: null,
      schoolId: null,
      group: null,
      birthYear: null,
      birthMonth: null,
      sex: null,
    });

    await user.selectOptions(select, 'Beta Institute');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(api.post).toHaveBeenLastCalledWith(
      '/participants',
      expect.objectContaining({ researchInstituteId: 9 }),
    );
  });

  it("shows the server's message in an error toast and stays on the form", async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError({ status: 409, title: 'Conflict', detail: 'Subject ID already exists' }),
    );
    const user = userEvent.setup();
    const { router } = renderWithQuery(
      <ParticipantForm institutes={null} defaultInstituteId={null} />,
      { path: '/participants/add' },
    );
    await user.type(await screen.findByLabelText('Subject ID'), 'S-1');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(await screen.findByText('Subject ID already exists')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(router.state.location.pathname).toBe('/participants/add');
  });

  it("shows 'Something went wrong' when the request fails without an answer", async () => {
    vi.mocked(api.post).mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithQuery(<ParticipantForm institutes={null} defaultInstituteId={null} />);
    await user.type(await screen.findByLabelText('Subject ID'), 'S-1');
    await user.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(await screen.findByText('Something went wrong')).toBeVisible();
  });
});
