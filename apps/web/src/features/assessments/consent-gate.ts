import type { StartTarget } from './open-sessions';

/**
 * Whom a start can be for: when the institute's sessions need consent, only those whose consent
 * is given; the others are left out (in the order chosen), and the dialog says so.
 */
export function splitByConsent<Target extends StartTarget>(
  targets: readonly Target[],
  sessionsNeedConsent: boolean,
): { startable: Target[]; leftOut: Target[] } {
  if (!sessionsNeedConsent) return { startable: [...targets], leftOut: [] };
  return {
    startable: targets.filter((target) => target.consentStatus === 'given'),
    leftOut: targets.filter((target) => target.consentStatus !== 'given'),
  };
}
