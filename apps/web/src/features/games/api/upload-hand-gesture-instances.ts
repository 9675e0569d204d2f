import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandGestureUploadResult, UploadPreview } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { handGestureInstancesKey } from './get-hand-gesture-instances';

const path = '/games/hand-gesture/instances/bulk-upload';

function formWith(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** POST /api/games/hand-gesture/instances/bulk-upload (multipart, field `file`) */
export function uploadHandGestureInstances(file: File) {
  return api.post<HandGestureUploadResult>(path, formWith(file));
}

/** The same upload with `?dryRun=true`: validated, nothing stored. */
export function checkHandGestureUpload(file: File) {
  return api.post<UploadPreview>(`${path}?dryRun=true`, formWith(file));
}

export function useUploadHandGestureInstances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHandGestureInstances,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: handGestureInstancesKey }),
  });
}

export function useCheckHandGestureUpload() {
  return useMutation({ mutationFn: checkHandGestureUpload });
}
