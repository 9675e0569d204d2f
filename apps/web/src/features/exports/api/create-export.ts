import { useMutation } from '@tanstack/react-query';
import type { CreateExportBody, CreateExportResponse } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

/** POST /api/exports: the download address of one export file (single use, one minute). */
export function createExport(body: CreateExportBody) {
  return api.post<CreateExportResponse>('/exports', body);
}

export function useCreateExport() {
  return useMutation({ mutationFn: createExport });
}
