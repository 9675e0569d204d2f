import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_SETS, type PictureSet, type RuleFindingItem } from '@cogniplay/contract';
import { PressedButtonGroup } from '@/components/pressed-button-group';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ItemPicture } from './item-picture';
import { usePictureTexts } from './use-picture-texts';

type ChildPreviewProps = {
  demonstrationItems: RuleFindingItem[];
  targetItems: RuleFindingItem[];
};

/**
 * "As the child sees it": an instance's items drawn as on the play page, in either picture set,
 * each with its ✓ fits / ✗ does not fit mark (the child sees the marks of demonstration items only).
 */
export function RuleFindingChildPreview({ demonstrationItems, targetItems }: ChildPreviewProps) {
  const { t } = useTranslation('games');
  const [set, setSet] = useState<PictureSet>('creatures');
  const texts = usePictureTexts(set);

  return (
    <Card data-testid="child-preview">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('childPreview.title')}</CardTitle>
          <CardDescription>{t('childPreview.description')}</CardDescription>
        </div>
        <PressedButtonGroup
          label={t('childPreview.pictureSet')}
          options={PICTURE_SETS}
          value={set}
          onChoose={setSet}
          optionText={(option) => t(`childPreview.sets.${option}`)}
          className="bg-muted inline-flex rounded-lg p-1"
          buttonClassName={(pressed) =>
            cn(
              'rounded-md px-3 py-1 text-sm font-medium',
              pressed ? 'bg-background shadow-sm' : 'text-muted-foreground',
            )
          }
        />
      </CardHeader>
      <CardContent className="grid gap-6">
        {(
          [
            ['demonstration', demonstrationItems],
            ['target', targetItems],
          ] as const
        ).map(([list, items]) =>
          items.length === 0 ? null : (
            <section key={list} aria-labelledby={`child-preview-${list}`}>
              <h3 id={`child-preview-${list}`} className="mb-2 text-sm font-medium">
                {t(`childPreview.${list}`)}
              </h3>
              <ol className="flex flex-wrap gap-3">
                {items.map((item, index) => (
                  <li key={index} className="grid justify-items-center gap-1">
                    <ItemPicture
                      set={set}
                      characteristics={item.ruleFindingElement.characteristics}
                      texts={texts}
                      mark={item.matchesRule ? 'fits' : 'does_not_fit'}
                      markLabel={t(
                        item.matchesRule ? 'childPreview.fits' : 'childPreview.doesNotFit',
                      )}
                      className="h-28 w-auto"
                    />
                    <span className="text-muted-foreground text-xs">
                      {t('childPreview.item', { number: index + 1 })}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ),
        )}
      </CardContent>
    </Card>
  );
}
