import { useNavigate } from '@tanstack/react-router';

/** Opens an assessment's page: after it was created, copied or saved. */
export function useOpenAssessment() {
  const navigate = useNavigate();
  return (assessmentId: number) =>
    void navigate({ to: '/assessments/$assessmentId', params: { assessmentId } });
}
