import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadPreview } from '@cogniplay/contract';
import { api } from '@/lib/api-client';
import { webGames } from '../../registry';
import { instancesKey, type GameApi, type GameSlug } from './get-instances';

function formWith(file: File) {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** POST the game's bulk upload: stores every instance of the file. */
export function uploadInstances<G extends GameSlug>(game: G, file: File) {
  return api.post<GameApi[G]['uploaded']>(webGames[game].uploadPath, formWith(file));
}

/** The same upload with `?dryRun=true`: validated, nothing stored. */
export function checkUpload(game: GameSlug, file: File) {
  return api.post<UploadPreview>(`${webGames[game].uploadPath}?dryRun=true`, formWith(file));
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
