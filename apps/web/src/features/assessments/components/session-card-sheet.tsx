import { useTranslation } from 'react-i18next';
import type { SessionWithLink } from '@cogniplay/contract';
import { formatDate } from '@/lib/format-date';
import { printPages } from '../print-pages';
import { LazyQrCode } from './lazy-qr-code';
import './session-card-sheet.css';

/**
 * What a printed card shows: the play link (as a QR code) and its short code for a tablet without
 * a camera, the participant's initials and subject ID, the school and class, the assessment's
 * name and until when the link works — no other personal data.
 */
export type SessionCard = Pick<
  SessionWithLink,
  'id' | 'playUrl' | 'playCode' | 'initials' | 'schoolName' | 'group' | 'expiresAt'
> & {
  participant: Pick<SessionWithLink['participant'], 'subjectId'>;
  assessment: Pick<SessionWithLink['assessment'], 'name'>;
};

/** Only the fields a card may show, whatever else the session carries. */
export function toCard(session: SessionWithLink): SessionCard {
  return {
    id: session.id,
    playUrl: session.playUrl,
    playCode: session.playCode,
    initials: session.initials,
    schoolName: session.schoolName,
    group: session.group,
    expiresAt: session.expiresAt,
    participant: { subjectId: session.participant.subjectId },
    assessment: { name: session.assessment.name },
  };
}

/**
 * The sheet of cards, in pages of eight (two columns of four on A4 when printed; see
 * session-card-sheet.css). On screen the same cards wrap as the width allows.
 */
export function SessionCardSheet({ cards }: { cards: readonly SessionCard[] }) {
  const { t, i18n } = useTranslation('assessments');
  return (
    <div className="session-card-sheet" data-print-sheet="">
      {printPages(cards).map((page, index) => (
        <ul key={index} className="session-card-page">
          {page.map((card) => (
            <li
              key={card.id}
              className="session-card"
              data-testid="session-card"
              aria-label={t('print.card', { subjectId: card.participant.subjectId })}
            >
              <LazyQrCode
                value={card.playUrl}
                label={t('session.qrLabel')}
                className="session-card-qr"
              />
              <div className="session-card-text">
                <p className="session-card-initials">{card.initials}</p>
                <p className="session-card-subject">
                  {t('print.subjectId', { subjectId: card.participant.subjectId })}
                </p>
                <p className="session-card-subject">{t('print.code', { code: card.playCode })}</p>
                {(card.schoolName || card.group) && (
                  <p className="session-card-school">
                    {[card.schoolName, card.group].filter(Boolean).join(' · ')}
                  </p>
                )}
                <p className="session-card-assessment">{card.assessment.name}</p>
                <p className="session-card-assessment">
                  {t('print.validUntil', { date: formatDate(card.expiresAt, i18n.language) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
