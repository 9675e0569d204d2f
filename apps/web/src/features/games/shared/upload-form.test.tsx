import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { ApiError } from '@/lib/api-error';
import { UploadForm } from './upload-form';

const problem = new ApiError({
  status: 400,
  title: 'Bad Request',
  detail: 'The file has 1 problem. Nothing was stored.',
  errors: [
    {
      path: '/exercises/0/instances/2/itemData/rule/index',
      message: 'Exercise "Week 1", instance 2: must be at most 3',
    },
  ],
});
const listed =
  '/exercises/0/instances/2/itemData/rule/index: Exercise "Week 1", instance 2: must be at most 3';

function renderForm({ upload = vi.fn(), check = vi.fn() } = {}) {
  render(
    <>
      <UploadForm
        upload={upload}
        check={check}
        successMessage={(count) => `Uploaded ${count}`}
        failureFallback="Error uploading rule finding instances"
        help={null}
      />
      <Toaster />
    </>,
  );
  return { upload, check };
}

function jsonFile(name = 'week-1.json') {
  return new File(['{}'], name, { type: 'application/json' });
}

describe('UploadForm', () => {
  it('lists the problems of a failed Upload on the page, as Check file does', async () => {
    const user = userEvent.setup();
    renderForm({
      upload: vi.fn().mockRejectedValue(problem),
      check: vi.fn().mockRejectedValue(problem),
    });
    await user.upload(screen.getByLabelText('JSON file'), jsonFile());

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const afterUpload = await screen.findByText(listed);
    expect(
      within(afterUpload.closest('[role="status"]')!).getByText(
        'The file has 1 problem. Nothing was stored.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('The file cannot be uploaded')).toBeVisible();
    expect(screen.getByText(listed)).toBeVisible();
  });

  it('says that nothing was new when every instance of the file was stored before', async () => {
    const user = userEvent.setup();
    const outcome = { count: 0, exerciseNames: [], alreadyPresentCount: 3, warningCount: 0 };
    renderForm({ upload: vi.fn().mockResolvedValue(outcome) });
    await user.upload(screen.getByLabelText('JSON file'), jsonFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Nothing new')).toBeVisible();
    expect(
      screen.getByText('All 3 instances of the file are stored already; nothing was added.'),
    ).toBeVisible();
    expect(screen.queryByText(/Uploaded 0|Uploaded!/)).toBeNull();
  });

  it('titles the failure toast in plain words, never with the HTTP reason phrase', async () => {
    const user = userEvent.setup();
    const unsupported = new ApiError({ status: 415, title: 'Unsupported Media Type' });
    renderForm({ upload: vi.fn().mockRejectedValue(unsupported) });
    await user.upload(screen.getByLabelText('JSON file'), jsonFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findAllByText('Error uploading rule finding instances')).not.toHaveLength(
      0,
    );
    expect(screen.queryByText(/Unsupported Media Type|Bad Request/)).toBeNull();
  });

  it('refuses a file whose name does not end in .json before sending it', () => {
    const { upload, check } = renderForm();
    // Bypasses the picker's accept filter, as "All files" in the dialog does.
    fireEvent.change(screen.getByLabelText('JSON file'), {
      target: { files: [new File(['{}'], 'week-1.txt', { type: 'text/plain' })] },
    });

    expect(screen.getByText(/“week-1.txt” is not a JSON file/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(upload).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
  });
});
