import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { handGestureInstanceInputSchema, handGestureInstanceJsonSchema } from '@cogniplay/contract';
import { useCreateHandGestureInstance } from './api/create-hand-gesture-instance';
import { InstanceEditor } from './components/instance-editor';
import { handGestureExample } from './instance-examples';

const jsonSchema = handGestureInstanceJsonSchema();

/** /games/hand-gesture/new (admins). */
export function HandGestureNewPage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const mutation = useCreateHandGestureInstance();

  return (
    <InstanceEditor
      name="hand-gesture-instance"
      example={handGestureExample}
      schema={handGestureInstanceInputSchema}
      jsonSchema={jsonSchema}
      pending={mutation.isPending}
      successMessage={t('handGesture.created')}
      create={async (instance) => {
        const { instance: created } = await mutation.mutateAsync(instance);
        await navigate({
          to: '/games/hand-gesture/items/$id',
          params: { id: created.id },
        });
        return { warningCount: 0 };
      }}
    />
  );
}
