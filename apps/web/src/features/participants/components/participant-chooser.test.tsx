import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Participant } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { instituteParticipantsQueryOptions } from '../api/get-participants';
import { CHOOSER_LISTED, ParticipantChooser, type ChosenParticipant } from './participant-chooser';

stubApi();

const north = { id: 1, name: 'North School' };
const south = { id: 2, name: 'South School' };

function person(id: number, school: Participant['school'], group: string | null): Participant {
  return {
    id,
    subjectId: `S-${id}`,
    firstName: 'Secret',
    lastName: 'Name',
    school,
    group,
    consentStatus: 'given',
  };
}

/** The assessment's research institute. */
const INSTITUTE = 3;

const PEOPLE = [
  person(1, north, '2a'),
  person(2, north, '2b'),
  person(3, south, '2a'),
  person(4, null, null),
];

/** The chooser with its state kept as a dialog keeps it; `onChange` sees every change. */
function renderChooser(participants = PEOPLE, onChange = vi.fn()) {
  vi.mocked(api.get).mockResolvedValue({ participants });
  const queryClient = testQueryClient();
  queryClient.setQueryData(instituteParticipantsQueryOptions(INSTITUTE).queryKey, {
    participants,
  });
  function Holder() {
    const [chosen, setChosen] = useState<ChosenParticipant[]>([]);
    return (
      <ParticipantChooser
        researchInstituteId={INSTITUTE}
        chosen={chosen}
        onChosenChange={(next) => {
          onChange(next);
          setChosen(next);
        }}
      />
    );
  }
  renderWithQuery(<Holder />, { queryClient });
  return onChange;
}

describe('ParticipantChooser', () => {
  it("asks the server for the assessment's institute's participants only", async () => {
    renderChooser();
    await screen.findByRole('list', { name: 'Participants to choose from' });
    expect(api.get).toHaveBeenCalledWith(
      `/participants?researchInstituteId=${INSTITUTE}`,
      expect.any(AbortSignal),
    );
    expect(api.get).not.toHaveBeenCalledWith('/participants', expect.anything());
  });

  it('chooses one by one, in the list’s order, by subject ID only', async () => {
    const user = userEvent.setup();
    const onChange = renderChooser();
    const list = await screen.findByRole('list', { name: 'Participants to choose from' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Names stay on the participants' own pages.
    expect(screen.queryByText(/Secret/)).toBeNull();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('S-1North School · 2a');

    await user.click(screen.getByRole('checkbox', { name: 'Select S-3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select S-1' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 1, subjectId: 'S-1', consentStatus: 'given' },
      { id: 3, subjectId: 'S-3', consentStatus: 'given' },
    ]);
    expect(screen.getByTestId('chosen-count')).toHaveTextContent('2 chosen');
    await user.click(screen.getByRole('checkbox', { name: 'Select S-3' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 1, subjectId: 'S-1', consentStatus: 'given' },
    ]);
  });

  it('filters by school, group and subject ID, and chooses all shown at once', async () => {
    const user = userEvent.setup();
    const onChange = renderChooser();
    await user.selectOptions(await screen.findByLabelText('School'), 'North School');
    await user.selectOptions(screen.getByLabelText('Group'), '2a');
    expect(screen.getAllByRole('checkbox', { name: /^Select S-/ })).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Group'), 'All groups');
    await user.click(screen.getByRole('checkbox', { name: 'Choose all 2 shown' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 1, subjectId: 'S-1', consentStatus: 'given' },
      { id: 2, subjectId: 'S-2', consentStatus: 'given' },
    ]);

    // The filter changes what is shown, never what is chosen.
    await user.selectOptions(screen.getByLabelText('School'), 'All schools');
    await user.type(screen.getByLabelText('Search by subject ID'), 's-4');
    await user.click(screen.getByRole('checkbox', { name: 'Choose the 1 shown' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 1, subjectId: 'S-1', consentStatus: 'given' },
      { id: 2, subjectId: 'S-2', consentStatus: 'given' },
      { id: 4, subjectId: 'S-4', consentStatus: 'given' },
    ]);
  });

  it('lists a long list in part, and chooses all of it when asked', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: CHOOSER_LISTED + 20 }, (_, i) => person(i + 1, north, null));
    const onChange = renderChooser(many);
    const list = await screen.findByRole('list', { name: 'Participants to choose from' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(CHOOSER_LISTED);
    expect(
      screen.getByText(
        `The first ${CHOOSER_LISTED} of ${CHOOSER_LISTED + 20} are listed: search or filter to find the others.`,
      ),
    ).toBeVisible();
    await user.click(
      screen.getByRole('checkbox', { name: `Choose all ${CHOOSER_LISTED + 20} shown` }),
    );
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toHaveLength(CHOOSER_LISTED + 20));
  });

  it('shows the search while the participants load, so that a dialog opens on it', async () => {
    vi.mocked(api.get).mockReturnValue(new Promise(() => {}));
    renderWithQuery(
      <ParticipantChooser researchInstituteId={INSTITUTE} chosen={[]} onChosenChange={vi.fn()} />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading participants…');
    expect(screen.getByLabelText('Search by subject ID')).toBeEnabled();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
