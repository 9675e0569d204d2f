import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RuleFindingInstanceSummary } from '@cogniplay/contract';
import { renderWithQuery } from '@/test/render-with-query';
import { AssessmentForm } from './assessment-form';

const instances: RuleFindingInstanceSummary[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  sequenceNumber: i + 1,
  label: i < 3 ? `Spots ${i + 1}` : `Other ${i + 1}`,
  exerciseName: null,
  createdAt: '2026-11-25T10:00:00.000Z',
}));

function renderForm(
  onSubmit = vi.fn(),
  institutes: { id: number; name: string }[] | null = null,
  onDirtyChange?: (dirty: boolean) => void,
) {
  renderWithQuery(
    <AssessmentForm
      institutes={institutes}
      instances={instances}
      submitLabel="Create assessment"
      pendingLabel="Creating..."
      pending={false}
      onSubmit={onSubmit}
      onDirtyChange={onDirtyChange}
    />,
  );
  return onSubmit;
}

// Many clicks on a large form: more time than the default 5 s on a busy machine.
describe('AssessmentForm', { timeout: 30_000 }, () => {
  it('filters, picks and orders instances and sends them in play order with the settings', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(await screen.findByLabelText('Name'), ' Spring screening ');
    expect(screen.getByLabelText('Show demonstration items first')).toBeChecked();
    expect(screen.getByLabelText('Give feedback after each answer')).not.toBeChecked();
    await user.click(screen.getByLabelText('Give feedback after each answer'));
    await user.selectOptions(screen.getByLabelText('Picture set'), 'Shapes');
    expect(screen.getByLabelText('Order of instances')).toHaveValue('fixed');
    await user.selectOptions(screen.getByLabelText('Order of instances'), 'Rotated (Latin square)');
    await user.click(screen.getByLabelText('Shuffle the items within each instance'));

    await user.type(screen.getByLabelText('Filter instances'), 'spots');
    expect(screen.getAllByTestId('picker-row')).toHaveLength(3);
    await user.click(screen.getByLabelText('Select instance 1'));
    await user.click(screen.getByLabelText('Select instance 3'));
    await user.click(screen.getByLabelText('Select instance 2'));
    expect(screen.getByText('3 instances chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move instance 2 up' }));

    await user.click(screen.getByRole('button', { name: 'Create assessment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Spring screening',
      showDemonstration: true,
      giveFeedback: true,
      pictureSet: 'shapes',
      instanceOrder: 'rotated',
      shuffleItems: true,
      instanceIds: [1, 2, 3],
    });
  });

  it('pages through the table ten rows at a time', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findAllByTestId('picker-row')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByTestId('picker-row')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('requires a name, an instance and, for admins, an institute', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(vi.fn(), [{ id: 4, name: 'Alpha Institute' }]);
    await user.click(await screen.findByRole('button', { name: 'Create assessment' }));
    expect(await screen.findByText('Name is required', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Choose at least one instance')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Spring');
    await user.click(screen.getByLabelText('Select instance 1'));
    await user.click(screen.getByRole('button', { name: 'Create assessment' }));
    expect(await screen.findByText('Choose a research institute', { selector: 'p' })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Research institute'), 'Alpha Institute');
    await user.click(screen.getByRole('button', { name: 'Create assessment' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ researchInstituteId: 4, instanceIds: [1] }),
      ),
    );
  });
  it('refuses a pasted name with a tab, saying why', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(await screen.findByLabelText('Name'));
    await user.paste('Spring\tscreening');
    await user.click(screen.getByLabelText('Select instance 1'));
    await user.click(screen.getByRole('button', { name: 'Create assessment' }));
    expect(
      await screen.findByText('Must not contain tabs, line breaks or other control characters'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells the page whether anything was entered: typed and taken back again does not count', async () => {
    const user = userEvent.setup();
    const onDirtyChange = vi.fn();
    renderForm(vi.fn(), null, onDirtyChange);
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    await user.type(name, 'Spring');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await user.clear(name);
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    await user.click(screen.getByLabelText('Select instance 1'));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByLabelText('Select instance 1'));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });
});
