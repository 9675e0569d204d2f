// POST /api/invitations/accept: the signed-in person accepts the invitation of a mailed link.
import type { InvitationAccepted } from '@cogniplay/contract';
import { api } from '@/lib/api-client';

export function acceptInvitation(token: string) {
  return api.post<InvitationAccepted>('/invitations/accept', { token });
}
