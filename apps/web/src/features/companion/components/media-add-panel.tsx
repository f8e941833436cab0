import {
  MEDIA_FILE_ACCEPT,
  MEDIA_TYPES,
  mediaAddFormSchema,
  mediaImageProblem,
  mediaMessages,
} from '@yaar/shared';
import { useForm } from 'react-hook-form';
import { selectField } from '@/components/ui/field-grid';
import { TextField } from '@/components/ui/form-fields';
import { FormPanel } from '@/components/ui/form-panel';
import type { PanelProps } from '@/components/ui/side-panel';
import { useAddMedia, type MediaAddInput } from '../api/media';
import { t } from '@/lib/i18n/language';

const blank = { Type: '', Image: undefined as FileList | undefined, Link: '' };
type MediaValues = typeof blank;

const toInput = (values: MediaValues): MediaAddInput => ({
  Type: values.Type as MediaAddInput['Type'],
  Image: values.Image?.[0],
  Link: values.Link.trim(),
});

/**
 * Media Add (spec 2 §2, §5): Type, an image (JPG, PNG or SVG, 8 MB, checked as it is chosen and
 * again before upload; the server reads its content) and an optional link. A failure says the
 * spec's 'Failed to Media Add!!', with the server's field errors beside the fields.
 */
export function MediaAddPanel(panel: PanelProps) {
  const form = useForm<MediaValues>({ defaultValues: blank });
  const add = useAddMedia();
  const { errors } = form.formState;
  const imageField = form.register('Image');
  // Said as soon as a file is chosen, after the form's own change handling (which would clear it).
  const image = {
    ...imageField,
    onChange: async (event: { target: HTMLInputElement }) => {
      await imageField.onChange(event);
      const chosen = event.target.files?.[0];
      const problem = chosen ? mediaImageProblem(chosen) : null;
      if (problem) form.setError('Image', { message: problem });
      else form.clearErrors('Image');
    },
  };
  return (
    <FormPanel
      {...panel}
      form={form}
      submit={{
        schema: mediaAddFormSchema,
        toBody: toInput,
        send: (input) => add.mutateAsync(input),
        onDone: () => form.reset(blank),
        failure: mediaMessages.addFailed,
      }}
      title="Media Add"
      submitLabel="Add Media"
      idPrefix="media-add"
      fields={[
        selectField('Type', 'Type', MEDIA_TYPES, { required: true }),
        <TextField
          key="Image"
          id="media-add-Image"
          label="Image"
          type="file"
          accept={MEDIA_FILE_ACCEPT}
          registration={image}
          error={errors.Image?.message}
          required
          className="col-12"
          aria-describedby="media-add-Image-hint"
        />,
        <p
          key="hint"
          id="media-add-Image-hint"
          className="col-12 small text-body-secondary mt-1 mb-0"
        >
          {t('JPG, PNG or SVG, at most 8 MB.')}
        </p>,
        {
          name: 'Link',
          label: 'Link',
          type: 'url',
          inputMode: 'url',
          maxLength: 500,
          placeholder: 'https://',
        },
      ]}
    />
  );
}
