import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportParticipantsBody,
  ImportPreview,
  ImportResult,
  SchoolImportBody,
} from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { participantsQueryOptions } from './get-participants';

/** POST /api/participants/import/preview: every row and every problem, nothing stored. */
export function previewImport(body: ImportParticipantsBody) {
  return api.post<ImportPreview>('/participants/import/preview', body);
}

/** POST /api/participants/import; the list is fetched again once the class is in. */
export function useImportParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportParticipantsBody) =>
      api.post<ImportResult>('/participants/import', body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: participantsQueryOptions().queryKey, exact: true }),
  });
}

/** POST /api/schools/{id}/participants/import/preview: a school's class list, nothing stored. */
export function previewSchoolImport(schoolId: number, body: SchoolImportBody) {
  return api.post<ImportPreview>(`/schools/${schoolId}/participants/import/preview`, body);
}

/** POST /api/schools/{id}/participants/import; the school's progress is fetched again. */
export function useSchoolImport(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolImportBody) =>
      api.post<ImportResult>(`/schools/${schoolId}/participants/import`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['schools', schoolId, 'progress'] }),
  });
}
