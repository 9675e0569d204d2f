import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  handGestureInstanceInputSchema,
  handGestureInstanceJsonSchema,
  ruleFindingInstanceInputSchema,
  ruleFindingInstanceJsonSchema,
} from '@cogniplay/contract';
import { useCreateInstance } from './api/create-instance';
import type { GameApi, GameSlug } from './api/get-instances';
import { InstanceEditor } from './components/instance-editor';
import { handGesture, ruleFinding, type Game } from './games';
import { handGestureExample, ruleFindingExample } from './instance-examples';

/** What a game's New page edits: the example it starts from and the schemas it checks. */
type Editor<G extends GameSlug> = {
  example: string;
  schema: z.ZodType<GameApi[G]['input']>;
  /** Built when the page first renders, so neither game's page pays for the other's. */
  jsonSchema: () => Record<string, unknown>;
  /** How many warnings the server gave with the stored instance. */
  warningCount: (created: GameApi[G]['created']) => number;
};

/** A game's New page (admins): the JSON editor; Create stores and opens the instance. */
function GameNewPage<G extends GameSlug>({ game, editor }: { game: Game<G>; editor: Editor<G> }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const mutation = useCreateInstance(game.slug);
  const jsonSchema = useMemo(() => editor.jsonSchema(), [editor]);

  return (
    <InstanceEditor
      name={`${game.slug}-instance`}
      example={editor.example}
      schema={editor.schema}
      jsonSchema={jsonSchema}
      pending={mutation.isPending}
      successMessage={t(game.createdKey)}
      create={async (instance) => {
        const created = await mutation.mutateAsync(instance);
        await navigate({
          to: `${game.basePath}/items/$id` as const,
          params: { id: created.instance.id },
        });
        return { warningCount: editor.warningCount(created) };
      }}
    />
  );
}

const ruleFindingEditor: Editor<'rule-finding'> = {
  example: ruleFindingExample,
  schema: ruleFindingInstanceInputSchema,
  jsonSchema: ruleFindingInstanceJsonSchema,
  warningCount: (created) => created.warnings.length,
};

const handGestureEditor: Editor<'hand-gesture'> = {
  example: handGestureExample,
  schema: handGestureInstanceInputSchema,
  jsonSchema: handGestureInstanceJsonSchema,
  // The hand-gesture create answer has no warnings.
  warningCount: () => 0,
};

/** /games/rule-finding/new (admins). */
export function RuleFindingNewPage() {
  return <GameNewPage game={ruleFinding} editor={ruleFindingEditor} />;
}

/** /games/hand-gesture/new (admins). */
export function HandGestureNewPage() {
  return <GameNewPage game={handGesture} editor={handGestureEditor} />;
}
