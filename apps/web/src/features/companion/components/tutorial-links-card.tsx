import { tutorialLinkSchema } from '@yaar/shared';
import { useForm } from 'react-hook-form';
import { FieldGrid } from '@/components/ui/field-grid';
import { useCheckedSubmit } from '@/hooks/use-checked-submit';
import { useSetTutorialLink, useTutorials } from '../api/settings';
import { PickField } from './pick-field';
import { SettingsCard } from './settings-card';

const blank = { TutorialId: '', Title: '', Screen: '', URL: '' };

/** Tutorial Links: pick one of the app's tutorials, then change its title, screen and video link. */
export function TutorialLinksCard() {
  const tutorials = useTutorials();
  const form = useForm({ defaultValues: blank });
  const save = useSetTutorialLink();
  const submit = useCheckedSubmit(form, {
    schema: tutorialLinkSchema,
    send: (body) => save.mutateAsync(body),
  });
  const prefill = (id: string) => {
    const tutorial = tutorials.data?.find((item) => String(item.id) === id);
    form.setValue('Title', tutorial?.Title ?? '');
    form.setValue('Screen', tutorial?.Screen ?? '');
    form.setValue('URL', tutorial?.URL ?? '');
    form.clearErrors();
  };
  return (
    <SettingsCard title="Tutorial Links" onSubmit={submit} pending={save.isPending}>
      <PickField
        form={form}
        name="TutorialId"
        idPrefix="tutorial"
        label="Tutorial"
        placeholder="Select Tutorial"
        list={{
          what: 'the tutorials',
          query: tutorials,
          options: (tutorials.data ?? []).map((tutorial) => ({
            value: tutorial.id,
            label: tutorial.Screen ? `${tutorial.Title} (${tutorial.Screen})` : tutorial.Title,
          })),
        }}
        onPick={prefill}
      />
      <FieldGrid
        form={form}
        idPrefix="tutorial"
        fields={[
          { name: 'Title', label: 'Title', maxLength: 100, required: true, className: 'col-md-7' },
          { name: 'Screen', label: 'Screen', maxLength: 50, className: 'col-md-5' },
          {
            name: 'URL',
            label: 'URL',
            type: 'url',
            inputMode: 'url',
            maxLength: 500,
            placeholder: 'https://',
          },
        ]}
      />
    </SettingsCard>
  );
}
