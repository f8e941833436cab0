import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VISIT_PHOTO_ACCEPT, visitMessages } from '@yaar/shared';
import { renderApp, staffUser } from '@/testing/render';
import { stubObjectUrls } from '@/testing/object-urls';
import { CheckInButton } from './check-in-button';
import { LeadVisits } from './lead-visits';

const pick = (input: HTMLInputElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

describe('the photo of a check-in', () => {
  it('is taken with the camera, refused beside the button unless JPG or PNG, and previewed', async () => {
    stubObjectUrls('blob:shop');
    const { container } = renderApp(<CheckInButton leadId={5} />, { user: staffUser });
    const camera = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', VISIT_PHOTO_ACCEPT);

    pick(camera, new File(['%PDF-1.4'], 'card.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(visitMessages.photoType)).toBeInTheDocument();

    pick(
      camera,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shop.jpg', { type: 'image/jpeg' }),
    );
    const preview = await screen.findByRole('img', { name: 'Photo to send with the visit' });
    expect(preview).toHaveAttribute('src', 'blob:shop');
    expect(screen.queryByText(visitMessages.photoType)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("is a thumbnail in the lead's visits that opens the full image", () => {
    renderApp(
      <LeadVisits
        leadId={5}
        visits={[
          {
            id: 9,
            VisitedAt: '2026-11-27T05:12:00Z',
            DistanceM: 18,
            Accuracy: 9,
            Flag: 'ok',
            Flags: [],
            UserId: 2,
            UserName: 'Asha Patel',
            PhotoUrl: '/api/visit-photo/9?expires=1&signature=s',
          },
        ]}
      />,
      { user: staffUser },
    );
    const visit = screen.getAllByRole('listitem')[0]!;
    const link = within(visit).getByRole('link', { name: /^Photo of the visit on 27-11-2026/ });
    expect(link).toHaveAttribute('href', '/api/visit-photo/9?expires=1&signature=s');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
