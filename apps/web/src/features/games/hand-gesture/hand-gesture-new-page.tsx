import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { handGestureInstanceInputSchema, handGestureInstanceJsonSchema } from '@cogniplay/contract';
import { useCreateInstance } from '../shared/api/create-instance';
import { InstanceEditor } from '../shared/instance-editor';
import { HAND_GESTURE_TEMPLATES, handGestureExamples } from './instance-example';

/**
 * /games/hand-gesture/new (admins): the JSON editor, starting from an imitation task or a Hand
 * Game; Create stores the instance and opens it.
 */
export function HandGestureNewPage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const mutation = useCreateInstance('hand-gesture');
  // Built on the first render, so the rule finding page never pays for it.
  const jsonSchema = useMemo(() => handGestureInstanceJsonSchema(), []);
  const [first, ...rest] = HAND_GESTURE_TEMPLATES.map((id) => ({
    id,
    label: t(`handGesture.templates.${id}`),
    json: handGestureExamples[id],
  }));

  return (
    <InstanceEditor
      name="hand-gesture-instance"
      templates={[first!, ...rest]}
      schema={handGestureInstanceInputSchema}
      jsonSchema={jsonSchema}
      successMessage={t('handGesture.created')}
      create={async (instance) => {
        const created = await mutation.mutateAsync(instance);
        await navigate({
          to: '/games/hand-gesture/items/$id',
          params: { id: created.instance.id },
        });
        // The hand gesture create answer has no warnings.
        return { warningCount: 0 };
      }}
    />
  );
}
