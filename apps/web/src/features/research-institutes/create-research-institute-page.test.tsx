import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { renderWithQuery } from '@/test/render-with-query';
import { stubApi } from '@/test/stub-api';
import { CreateResearchInstitutePage } from './create-research-institute-page';

stubApi();

async function submit(name: string) {
  const user = userEvent.setup();
  const rendered = renderWithQuery(<CreateResearchInstitutePage />);
  expect(await screen.findByRole('heading', { name: 'Add research institute' })).toBeVisible();
  expect(screen.getByText('Details')).toBeVisible();
  if (name) await user.type(screen.getByLabelText('Institute name'), name);
  await user.click(screen.getByRole('button', { name: 'Create Institute' }));
  return rendered;
}

describe('CreateResearchInstitutePage', () => {
  it("refuses a blank name with the 'Institute name is required' toast", async () => {
    await submit('   ');
    expect((await screen.findAllByText('Institute name is required')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Error').length).toBeGreaterThan(0);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('creates the institute with the trimmed name and opens its page', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 31 });
    const { router } = await submit('  Brain Lab ');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/research-institutes/31'),
    );
    expect(api.post).toHaveBeenCalledWith('/research-institutes', { name: 'Brain Lab' });
  });

  it('reads Creating... while pending', async () => {
    vi.mocked(api.post).mockReturnValue(new Promise(() => {}));
    await submit('Brain Lab');
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
  });

  it("shows the server's message, or 'Failed to create institute'", async () => {
    vi.mocked(api.post).mockImplementation(async () => {
      throw new ApiError({ status: 409, title: 'Conflict', detail: 'Name already taken' });
    });
    await submit('Brain Lab');
    expect((await screen.findAllByText('Name already taken')).length).toBeGreaterThan(0);
  });

  it("falls back to 'Failed to create institute'", async () => {
    vi.mocked(api.post).mockImplementation(async () => {
      throw new Error('');
    });
    await submit('Brain Lab');
    expect((await screen.findAllByText('Failed to create institute')).length).toBeGreaterThan(0);
  });
});
