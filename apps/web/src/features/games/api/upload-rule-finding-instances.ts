import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RuleFindingUploadResult, UploadPreview } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { ruleFindingInstancesKey } from './get-rule-finding-instances';

const path = '/games/rule-finding/bulk-upload';

function formWith(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** POST /api/games/rule-finding/bulk-upload (multipart, field `file`) */
export function uploadRuleFindingInstances(file: File) {
  return api.post<RuleFindingUploadResult>(path, formWith(file));
}

/** The same upload with `?dryRun=true`: validated, nothing stored. */
export function checkRuleFindingUpload(file: File) {
  return api.post<UploadPreview>(`${path}?dryRun=true`, formWith(file));
}

export function useUploadRuleFindingInstances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRuleFindingInstances,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ruleFindingInstancesKey }),
  });
}

export function useCheckRuleFindingUpload() {
  return useMutation({ mutationFn: checkRuleFindingUpload });
}
