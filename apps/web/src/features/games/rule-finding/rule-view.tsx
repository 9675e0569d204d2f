import { useTranslation } from 'react-i18next';
import { ruleTokens, ruleToText, type Rule } from '@cogniplay/contract';
import { CharacteristicBadge } from './characteristic-badge';

/**
 * A rule tree as numbered on/off badges combined by AND, OR and NOT, with parentheses around
 * nested rules. Screen readers get the same rule as one line of text.
 */
export function RuleView({ rule }: { rule: Rule }) {
  const { t } = useTranslation('games');
  const operators = { and: t('rule.and'), or: t('rule.or'), not: t('rule.not') };

  return (
    <p className="flex flex-wrap items-center gap-1.5" data-testid="rule-view">
      <span className="sr-only">{ruleToText(rule, operators)}</span>
      {ruleTokens(rule).map((token, index) => {
        if (token.kind === 'property') {
          return (
            <span key={index} aria-hidden="true">
              <CharacteristicBadge index={token.index} value={token.value} />
            </span>
          );
        }
        if (token.kind === 'operator') {
          return (
            <span key={index} aria-hidden="true" className="text-xs font-semibold tracking-wide">
              {operators[token.operator]}
            </span>
          );
        }
        return (
          <span
            key={index}
            aria-hidden="true"
            className="text-muted-foreground text-lg leading-none"
          >
            {token.paren}
          </span>
        );
      })}
    </p>
  );
}
