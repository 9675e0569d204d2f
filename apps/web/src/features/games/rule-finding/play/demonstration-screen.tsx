import { ArrowRight, Check, X } from 'lucide-react';
import type { AnswerResponse, PlayInstanceOf } from '@cogniplay/contract';
import { BigButton } from '../../shared/play/big-button';
import { classes } from '../../shared/play/classes';
import { NO_CLASS, YES_CLASS } from '../../shared/play/colours';
import type { IntroScreenProps } from '../../shared/play/game-play';
import { demonstrationHeading, usePlayTexts } from '../../shared/play/play-texts';
import { ItemPicture } from '../pictures/item-picture';
import { pictureTexts } from './picture-texts';

/** An instance's demonstration items in two groups, fits (✓, blue) and does not fit (✗, orange). */
export function DemonstrationScreen({
  instance,
  settings: { pictureSet },
  onDone,
}: IntroScreenProps<PlayInstanceOf<'rule-finding'>>) {
  const { texts } = usePlayTexts();
  const groups = [
    {
      mark: 'fits',
      Icon: Check,
      title: texts.demo.fits,
      markLabel: texts.mark.fits,
      colour: YES_CLASS,
      border: 'border-[#1d4ed8]',
    },
    {
      mark: 'does_not_fit',
      Icon: X,
      title: texts.demo.doesNotFit,
      markLabel: texts.mark.doesNotFit,
      colour: NO_CLASS,
      border: 'border-[#c2410c]',
    },
  ] as const;
  const itemsOf = (mark: AnswerResponse) =>
    instance.demonstrationItems.filter((item) => item.matchesRule === (mark === 'fits'));
  return (
    <div className="flex flex-1 flex-col items-center gap-4">
      <h1 className="text-center text-2xl font-semibold sm:text-3xl">
        {demonstrationHeading(texts, instance.demonstrationItems)}
      </h1>
      <div className="grid w-full flex-1 content-center gap-4 md:grid-cols-2">
        {groups.map(({ mark, Icon, title, markLabel, colour, border }) => {
          const items = itemsOf(mark);
          if (items.length === 0) return null;
          return (
            <section
              key={mark}
              aria-labelledby={`demo-${mark}`}
              data-testid={`demo-${mark}`}
              className={classes('rounded-3xl border-4 bg-white p-3 sm:p-4', border)}
            >
              <h2
                id={`demo-${mark}`}
                className="mb-2 flex items-center gap-2 text-lg font-semibold sm:text-xl"
              >
                <span
                  className={classes(
                    'flex size-9 items-center justify-center rounded-full text-white',
                    colour,
                  )}
                >
                  <Icon className="size-6" strokeWidth={3.5} aria-hidden="true" />
                </span>
                {title}
              </h2>
              <ul className="flex flex-wrap justify-center gap-2 sm:gap-3">
                {items.map((item, index) => (
                  <li key={index}>
                    <ItemPicture
                      set={pictureSet}
                      characteristics={item.characteristics}
                      texts={pictureTexts(texts, pictureSet)}
                      mark={mark}
                      markLabel={markLabel}
                      className="h-36 w-auto sm:h-48 lg:h-56"
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <BigButton onPress={onDone}>
        {texts.demo.goOn}
        <ArrowRight className="size-10" strokeWidth={3} aria-hidden="true" />
      </BigButton>
    </div>
  );
}
