import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ruleFindingInstanceInputSchema, ruleFindingInstanceJsonSchema } from '@cogniplay/contract';
import { useCreateRuleFindingInstance } from './api/create-rule-finding-instance';
import { InstanceEditor } from './components/instance-editor';
import { ruleFindingExample } from './instance-examples';

const jsonSchema = ruleFindingInstanceJsonSchema();

/** /games/rule-finding/new (admins). */
export function RuleFindingNewPage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const mutation = useCreateRuleFindingInstance();

  return (
    <InstanceEditor
      name="rule-finding-instance"
      example={ruleFindingExample}
      schema={ruleFindingInstanceInputSchema}
      jsonSchema={jsonSchema}
      pending={mutation.isPending}
      successMessage={t('ruleFinding.created')}
      create={async (instance) => {
        const { instance: created, warnings } = await mutation.mutateAsync(instance);
        await navigate({
          to: '/games/rule-finding/items/$id',
          params: { id: created.id },
        });
        return { warningCount: warnings.length };
      }}
    />
  );
}
