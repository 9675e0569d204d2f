import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ruleFindingInstanceInputSchema, ruleFindingInstanceJsonSchema } from '@cogniplay/contract';
import { useCreateInstance } from '../shared/api/create-instance';
import { InstanceEditor } from '../shared/instance-editor';
import { ruleFindingExample } from './instance-example';

/** /games/rule-finding/new (admins): the JSON editor; Create stores the instance and opens it. */
export function RuleFindingNewPage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const mutation = useCreateInstance('rule-finding');
  // Built on the first render, so the hand gesture page never pays for it.
  const jsonSchema = useMemo(() => ruleFindingInstanceJsonSchema(), []);

  return (
    <InstanceEditor
      name="rule-finding-instance"
      templates={[{ id: 'rule-finding', label: '', json: ruleFindingExample }]}
      schema={ruleFindingInstanceInputSchema}
      jsonSchema={jsonSchema}
      successMessage={t('ruleFinding.created')}
      create={async (instance) => {
        const created = await mutation.mutateAsync(instance);
        await navigate({
          to: '/games/rule-finding/items/$id',
          params: { id: created.instance.id },
        });
        return { warningCount: created.warnings.length };
      }}
    />
  );
}
