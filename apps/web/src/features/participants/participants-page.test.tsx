import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TanStackRouter from '@tanstack/react-router';
import type { Participant, ParticipantDetail } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { participantQueryOptions } from './api/get-participant';
import { participantConsentQueryOptions } from './api/get-participant-consent';
import { participantsQueryOptions } from './api/get-participants';
import { ParticipantPage } from './participant-page';
import { ParticipantsPage } from './participants-page';
import type { ParticipantsSearch } from './participants-search';

// The pages read their search and params through getRouteApi: answered here without the route tree.
const route = vi.hoisted(() => ({
  search: {} as Record<string, unknown>,
  navigate: vi.fn(),
  params: { participantId: 1 },
}));
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof TanStackRouter>()),
  getRouteApi: () => ({
    useSearch: () => route.search,
    useNavigate: () => route.navigate,
    useParams: () => route.params,
  }),
}));
vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn(), patch: vi.fn() } }));

const north = { id: 1, name: 'North School' };
const south = { id: 2, name: 'South School' };
const list: Participant[] = [
  {
    id: 3,
    subjectId: 'C-3',
    firstName: '',
    lastName: '',
    school: north,
    group: '3b',
    consentStatus: 'given',
  },
  {
    id: 2,
    subjectId: 'B-2',
    firstName: '',
    lastName: '',
    school: south,
    group: '3b',
    consentStatus: 'given',
  },
  {
    id: 1,
    subjectId: 'A-1',
    firstName: '',
    lastName: '',
    school: north,
    group: '1a',
    consentStatus: 'given',
  },
];

function renderList(
  search: ParticipantsSearch,
  renderBulkActions?: (p: Participant[]) => void,
  participants = list,
) {
  route.search = search;
  const queryClient = testQueryClient();
  queryClient.setQueryData(participantsQueryOptions().queryKey, { participants });
  const calls: { ids: number[]; scope: 'selected' | 'shown' }[] = [];
  renderWithQuery(
    <ParticipantsPage
      renderBulkActions={
        renderBulkActions &&
        ((participants, scope) => {
          calls.push({ ids: participants.map((p) => p.id), scope });
          renderBulkActions(participants);
          return <button type="button">Start for {participants.length}</button>;
        })
      }
    />,
    { queryClient, path: '/participants' },
  );
  return calls;
}

// The first render loads the translations: slow on a busy machine.
describe('ParticipantsPage', { timeout: 20_000 }, () => {
  beforeEach(() => route.navigate.mockReset());

  it('shows the participants the URL filters keep, and the filters set', async () => {
    renderList({ school: 1, group: '3b' });
    expect(await screen.findAllByTestId('participant-card')).toHaveLength(1);
    expect(screen.getByText('ID: C-3')).toBeVisible();
    expect(screen.getByText('1 of 3 shown')).toBeVisible();
    expect(screen.getByLabelText('School', { selector: 'select' })).toHaveValue('1');
    expect(
      within(screen.getByLabelText('Group', { selector: 'select' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All groups', '1a', '3b']);
  });

  it('lists the subject IDs entered before the rule that exports cannot keep as they are', async () => {
    const old = (id: number, subjectId: string) => ({ ...list[0]!, id: 10 + id, subjectId });
    renderList({}, undefined, [...list, old(1, '-P23'), old(2, 'NA')]);
    const warning = await screen.findByTestId('unsafe-subject-ids');
    expect(warning).toHaveTextContent('2 subject IDs do not suit the exports');
    expect(warning).toHaveTextContent('-P23, NA');
    expect(warning).not.toHaveTextContent('C-3');
  });

  it('warns of no subject ID when every one suits the exports', async () => {
    renderList({});
    expect(await screen.findAllByTestId('participant-card')).toHaveLength(3);
    expect(screen.queryByTestId('unsafe-subject-ids')).toBeNull();
  });

  it("says so when no participant matches, and 'Clear filters' empties the URL's filters", async () => {
    const user = userEvent.setup();
    renderList({ q: 'zzz' });
    expect(await screen.findByText('No participants match the filters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const { search } = route.navigate.mock.calls.at(-1)![0] as {
      search: (previous: ParticipantsSearch) => ParticipantsSearch;
    };
    expect(search({ q: 'zzz', page: 2 })).toEqual({});
  });

  it('hands the bulk actions every participant shown, or the selected ones, and says which', async () => {
    const user = userEvent.setup();
    const calls = renderList({ school: 1 }, () => {});
    expect(await screen.findByRole('button', { name: 'Start for 2' })).toBeVisible();
    expect(calls.at(-1)).toEqual({ ids: [3, 1], scope: 'shown' });

    await user.click(screen.getByRole('checkbox', { name: 'Select A-1' }));
    expect(screen.getByText('1 selected')).toBeVisible();
    expect(calls.at(-1)).toEqual({ ids: [1], scope: 'selected' });

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('2 selected')).toBeVisible();
    expect(calls.at(-1)).toEqual({ ids: [3, 1], scope: 'selected' });
    expect(screen.getByRole('checkbox', { name: 'Select C-3' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected/)).toBeNull();
    expect(calls.at(-1)).toEqual({ ids: [3, 1], scope: 'shown' });
  });

  it('renders no bulk actions without the slot', async () => {
    renderList({});
    expect(await screen.findAllByTestId('participant-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Start for/ })).toBeNull();
  });
});

describe('ParticipantPage', { timeout: 20_000 }, () => {
  const detail: ParticipantDetail = {
    ...list[2]!,
    birthYear: 2019,
    birthMonth: 3,
    sex: 'female',
    researchInstitute: { id: 4, name: 'Alpha Institute' },
    createdAt: '2026-11-21T06:00:00Z',
  };

  function renderDetail(slots: Parameters<typeof ParticipantPage>[0]) {
    const queryClient = testQueryClient();
    queryClient.setQueryData(participantQueryOptions(1).queryKey, { participant: detail });
    queryClient.setQueryData(participantConsentQueryOptions(1).queryKey, {
      status: 'given',
      sessionsNeedConsent: true,
      history: [],
    });
    renderWithQuery(<ParticipantPage {...slots} />, { queryClient, path: '/participants/1' });
  }

  it('shows school and group, and the sessions and actions slots', async () => {
    renderDetail({
      sessions: <h2>Sessions of A-1</h2>,
      actions: <button type="button">Start assessment</button>,
    });
    expect(await screen.findByText('North School')).toBeVisible();
    expect(screen.getByText('1a')).toBeVisible();
    expect(screen.getByText('March 2019')).toBeVisible();
    expect(screen.getByText('Female')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start assessment' })).toBeVisible();
    expect(screen.getByTestId('participant-sessions')).toHaveTextContent('Sessions of A-1');
    expect(screen.getByRole('button', { name: 'Edit school, group, birth and sex' })).toBeVisible();
  });

  it('renders nothing for absent slots', async () => {
    renderDetail({});
    expect(await screen.findByText('North School')).toBeVisible();
    expect(screen.queryByTestId('participant-sessions')).toBeNull();
  });

  it('names a month of birth without its year in the dialog, and sends nothing', async () => {
    vi.mocked(api.get).mockResolvedValue({ schools: [] });
    vi.mocked(api.patch).mockClear();
    const user = userEvent.setup();
    renderDetail({});
    await user.click(
      await screen.findByRole('button', { name: 'Edit school, group, birth and sex' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Year'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Give both the month and the year, or neither'),
    ).toBeVisible();
    expect(api.patch).not.toHaveBeenCalled();
  });

  it("edits school and group in a dialog offering the participant's institute's schools", async () => {
    vi.mocked(api.get).mockResolvedValue({
      schools: [
        { id: 1, name: 'North School', managingInstitute: { id: 4, name: 'Alpha Institute' } },
        { id: 5, name: 'East School', managingInstitute: { id: 4, name: 'Alpha Institute' } },
        { id: 2, name: 'South School', managingInstitute: { id: 9, name: 'Beta Institute' } },
      ],
    });
    vi.mocked(api.patch).mockResolvedValue({
      participant: { ...detail, school: { id: 5, name: 'East School' }, group: '2c' },
    });
    const user = userEvent.setup();
    renderDetail({});
    await user.click(
      await screen.findByRole('button', { name: 'Edit school, group, birth and sex' }),
    );
    const dialog = screen.getByRole('dialog');
    const school = within(dialog).getByLabelText('School');
    await vi.waitFor(() => expect(school).toBeEnabled());
    expect(school).toHaveValue('1');
    expect(
      within(school)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No school', 'North School', 'East School']);
    await user.selectOptions(school, 'East School');
    await user.clear(within(dialog).getByLabelText('Group'));
    await user.type(within(dialog).getByLabelText('Group'), ' 2c ');
    // The month and year of birth and the sex come as they are, and can change.
    expect(within(dialog).getByLabelText('Month')).toHaveValue('3');
    expect(within(dialog).getByLabelText('Year')).toHaveValue('2019');
    await user.selectOptions(within(dialog).getByLabelText(/Sex/), 'Not stated');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.patch).toHaveBeenCalledWith('/participants/1', {
      schoolId: 5,
      group: '2c',
      birthYear: 2019,
      birthMonth: 3,
      sex: 'not_stated',
    });
    expect(await screen.findByText('East School')).toBeVisible();
    expect(screen.getByText('2c')).toBeVisible();
  });
});
