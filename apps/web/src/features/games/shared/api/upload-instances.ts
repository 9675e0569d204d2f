import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadPreview } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { instancesKey, type GameApi, type GameSlug } from './get-instances';

/** The bulk uploads (multipart, field `file`); rule finding's is not under /instances. */
const paths: Record<GameSlug, string> = {
  'rule-finding': '/games/rule-finding/bulk-upload',
  'hand-gesture': '/games/hand-gesture/instances/bulk-upload',
};

function formWith(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** POST the game's bulk upload: stores every instance of the file. */
export function uploadInstances<G extends GameSlug>(game: G, file: File) {
  return api.post<GameApi[G]['uploaded']>(paths[game], formWith(file));
}

/** The same upload with `?dryRun=true`: validated, nothing stored. */
export function checkUpload(game: GameSlug, file: File) {
  return api.post<UploadPreview>(`${paths[game]}?dryRun=true`, formWith(file));
}

/** Upload and Check file of a game's Upload page, as UploadForm takes them. */
export function useUploadActions(game: GameSlug) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => uploadInstances(game, file),
    // The stored instances show in the game's list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instancesKey(game) }),
  });
  const check = useMutation({ mutationFn: (file: File) => checkUpload(game, file) });
  return { upload: upload.mutateAsync, check: check.mutateAsync };
}
