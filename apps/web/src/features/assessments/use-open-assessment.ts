import { useNavigate } from '@tanstack/react-router';

/**
 * Opens an assessment's page: after it was created, copied or saved. Settles when the page
 * shows, so a form can stay locked until then. The work is saved, so a form's warning about
 * leaving unsaved work (LeaveWarning) does not ask.
 */
export function useOpenAssessment() {
  const navigate = useNavigate();
  return (assessmentId: number) =>
    navigate({ to: '/assessments/$assessmentId', params: { assessmentId }, ignoreBlocker: true });
}
