import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithQuery } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { CreateSchoolForm } from './create-school-form';

stubApi();

const institutes = [
  { id: 4, name: 'Alpha Institute' },
  { id: 9, name: 'Beta Institute' },
];
const created = (id: number, managingInstitute: { id: number; name: string } | null) => ({
  school: { id, name: 'Oak Primary', managingInstitute },
});

describe('CreateSchoolForm', () => {
  it("offers 'No managing institute' first, sends null for it and opens the new school", async () => {
    vi.mocked(api.post).mockResolvedValue(created(12, null));
    const user = userEvent.setup();
    const { router } = renderWithQuery(
      <CreateSchoolForm viewer="admin" managingInstitute={{ kind: 'choose', institutes }} />,
    );
    const select = await screen.findByLabelText('Managing institute');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No managing institute', 'Alpha Institute', 'Beta Institute']);
    expect(select).toHaveValue('none');

    await user.type(screen.getByLabelText('School name'), '  Oak Primary ');
    await user.click(screen.getByRole('button', { name: 'Create School' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/schools/12'));
    expect(api.post).toHaveBeenCalledWith('/schools', {
      schoolName: 'Oak Primary',
      managingInstituteId: null,
    });
  });

  it('sends the chosen institute and shows Creating... while pending', async () => {
    vi.mocked(api.post).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderWithQuery(
      <CreateSchoolForm viewer="admin" managingInstitute={{ kind: 'choose', institutes }} />,
    );
    await user.type(await screen.findByLabelText('School name'), 'Oak Primary');
    await user.selectOptions(screen.getByLabelText('Managing institute'), 'Beta Institute');
    await user.click(screen.getByRole('button', { name: 'Create School' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(api.post).toHaveBeenCalledWith('/schools', {
      schoolName: 'Oak Primary',
      managingInstituteId: 9,
    });
  });

  it("fixes a researcher's school to their institute and opens it in the researcher area", async () => {
    vi.mocked(api.post).mockResolvedValue(created(5, institutes[0]!));
    const user = userEvent.setup();
    const { router } = renderWithQuery(
      <CreateSchoolForm
        viewer="researcher"
        managingInstitute={{ kind: 'fixed', institute: institutes[0]! }}
      />,
    );
    const institute = await screen.findByLabelText('Managing institute');
    expect(institute).toHaveValue('Alpha Institute');
    expect(institute).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('School name'), 'Oak Primary');
    await user.click(screen.getByRole('button', { name: 'Create School' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/r/schools/5'));
    expect(api.post).toHaveBeenCalledWith('/schools', {
      schoolName: 'Oak Primary',
      managingInstituteId: 4,
    });
  });

  it('requires a school name', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <CreateSchoolForm viewer="admin" managingInstitute={{ kind: 'choose', institutes }} />,
    );
    await user.type(await screen.findByLabelText('School name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create School' }));
    expect(await screen.findByText('School name is required')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('refuses a pasted name with a tab, saying why', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <CreateSchoolForm viewer="admin" managingInstitute={{ kind: 'choose', institutes }} />,
    );
    await user.click(await screen.findByLabelText('School name'));
    await user.paste('Oak\tPrimary');
    await user.click(screen.getByRole('button', { name: 'Create School' }));
    expect(
      await screen.findByText('Must not contain tabs, line breaks or other control characters'),
    ).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("shows 'Failed to create school' when the failure has no message", async () => {
    vi.mocked(api.post).mockImplementation(async () => {
      throw new Error('');
    });
    const user = userEvent.setup();
    renderWithQuery(
      <CreateSchoolForm viewer="admin" managingInstitute={{ kind: 'choose', institutes }} />,
    );
    await user.type(await screen.findByLabelText('School name'), 'Oak Primary');
    await user.click(screen.getByRole('button', { name: 'Create School' }));
    expect((await screen.findAllByText('Failed to create school')).length).toBeGreaterThan(0);
  });
});
