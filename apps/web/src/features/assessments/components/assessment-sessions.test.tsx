import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countScores } from '@cogniplay/contract';
import { renderWithQuery, testQueryClient } from '@/test/render-with-query';
import { sessionsQueryOptions } from '../api/get-sessions';
import { AssessmentSessions, type RenderClassFilter } from './assessment-sessions';

const classFilter: RenderClassFilter = ({ id, group, onChange }) => (
  <>
    <label htmlFor={`${id}-group`}>Class</label>
    <select
      id={`${id}-group`}
      value={group ?? ''}
      onChange={(event) => onChange({ group: event.target.value || undefined })}
    >
      <option value="">All</option>
      <option value="3b">3b</option>
      <option value="4a">4a</option>
    </select>
  </>
);

describe('AssessmentSessions', () => {
  it('lists the sessions of the school and class chosen, and keeps each filter on a change', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      sessionsQueryOptions({ assessmentId: 3, schoolId: 5, group: '3b' }).queryKey,
      {
        sessions: [
          {
            id: 1,
            assessment: { id: 3, name: 'Spring screening' },
            participant: { id: 101, subjectId: 'S-3B-1' },
            state: 'not_started' as const,
            answeredCount: 0,
            totalCount: 6,
            createdAt: '2026-11-25T10:00:00.000Z',
            startedAt: null,
            completedAt: null,
            expiresAt: '2026-12-09T10:00:00.000Z',
            revokedAt: null,
            earlyEnd: null,
            scores: { ...countScores(0, 0, 6), games: [] },
          },
        ],
      },
    );
    const onFilterChange = vi.fn();
    renderWithQuery(
      <AssessmentSessions
        assessment={{ id: 3, researchInstitute: { id: 1 } }}
        filter={{ school: 5, group: '3b' }}
        onFilterChange={onFilterChange}
        renderClassFilter={classFilter}
      />,
      { queryClient },
    );

    expect(await screen.findByText('S-3B-1')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Class'), '4a');
    expect(onFilterChange).toHaveBeenLastCalledWith({ school: 5, group: '4a' });
    await userEvent.selectOptions(screen.getByLabelText('Filter by state'), 'completed');
    expect(onFilterChange).toHaveBeenLastCalledWith({ state: 'completed', school: 5, group: '3b' });
  });
});
