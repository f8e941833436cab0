import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_MEDIA_BYTES, mediaMessages } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { MediaList } from './media-list';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

const scheme = {
  id: 4,
  Type: 'Scheme',
  ImagePath: '/oyaar-api/media-image/4?expires=1&signature=s',
  Link: 'https://oyaar.example/schemes/annual-plan',
};
const listed = (data: unknown[]) => ({
  status: 200,
  body: { status: 200, message: mediaMessages.list, data },
});
const fileOf = (name: string, size = 10) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
/** The FormData bodies sent to insert-media, as plain objects. */
const formsSent = (fetchMock: ReturnType<typeof mockFetch>) =>
  sentTo(fetchMock, 'POST /oyaar-api/insert-media').map((body) =>
    Object.fromEntries(
      [...(body as FormData).entries()].map(([name, value]) => [
        name,
        value instanceof File ? value.name : value,
      ]),
    ),
  );

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: 'Media Add' }));
  return screen.findByRole('form', { name: 'Media Add' });
}
const user = userEvent.setup({ applyAccept: false });
const submit = (panel: HTMLElement) =>
  user.click(within(panel).getByRole('button', { name: 'Add Media' }));

describe('Media list', () => {
  it('shows each media with its thumbnail, type and link, and deletes after asking', async () => {
    const fetchMock = mockFetch({
      'GET /oyaar-api/media-list': listed([scheme]),
      'POST /oyaar-api/media-delete': ok(mediaMessages.deleted),
    });
    renderApp(<MediaList />, { user: adminUser });
    const row = (await screen.findByRole('cell', { name: 'Scheme' })).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Scheme media' })).toHaveAttribute(
      'src',
      scheme.ImagePath,
    );
    expect(within(row).getByRole('link', { name: scheme.Link })).toHaveAttribute(
      'href',
      scheme.Link,
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Action for Scheme media 4' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(mediaMessages.deleted)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/media-delete')).toEqual([{ id: 4 }]);
  });

  it('shows a card per media on a phone', async () => {
    // A phone's screen, with the old listener calls the side panel makes too.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767.98px)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    }));
    mockFetch({ 'GET /oyaar-api/media-list': listed([scheme]) });
    renderApp(<MediaList />, { user: adminUser });
    expect(await screen.findByRole('img', { name: 'Scheme media' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Media Add panel', () => {
  it("says the spec's messages before anything is uploaded", async () => {
    const fetchMock = mockFetch({ 'GET /oyaar-api/media-list': listed([]) });
    renderApp(<MediaList />, { user: adminUser });
    const panel = await openPanel();
    expect(within(panel).getByLabelText(/^Image/)).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.svg',
    );

    await submit(panel);
    expect(await within(panel).findByText(mediaMessages.typeRequired)).toBeInTheDocument();
    expect(within(panel).getByText(mediaMessages.imageRequired)).toBeInTheDocument();

    const input = within(panel).getByLabelText(/^Image/);
    await user.upload(input, fileOf('setup.exe'));
    expect(await within(panel).findByText(mediaMessages.imageType)).toBeInTheDocument();
    await user.upload(input, fileOf('huge.jpg', MAX_MEDIA_BYTES + 1));
    expect(await within(panel).findByText(mediaMessages.imageSize)).toBeInTheDocument();
    await submit(panel);
    expect(await within(panel).findByText(mediaMessages.imageSize)).toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Link'), 'javascript:alert(1)');
    await submit(panel);
    expect(await within(panel).findByText(mediaMessages.linkInvalid)).toBeInTheDocument();
    expect(formsSent(fetchMock)).toEqual([]);
  });

  it("sends the spec's multipart fields, and says 'Failed to Media Add!!' when refused", async () => {
    let refuse = true;
    const fetchMock = mockFetch({
      'GET /oyaar-api/media-list': listed([]),
      'POST /oyaar-api/insert-media': () =>
        refuse
          ? failure(422, mediaMessages.imageType, { Image: mediaMessages.imageType })
          : ok(mediaMessages.added, { id: 9 }),
    });
    renderApp(<MediaList />, { user: adminUser });
    const panel = await openPanel();
    await user.selectOptions(within(panel).getByLabelText(/^Type/), 'Guide');
    await user.upload(within(panel).getByLabelText(/^Image/), fileOf('renamed.png'));
    await user.type(within(panel).getByLabelText('Link'), 'https://oyaar.example/guide');
    await submit(panel);
    expect(await screen.findByText(mediaMessages.addFailed)).toBeInTheDocument();
    expect(within(panel).getByText(mediaMessages.imageType)).toBeInTheDocument();

    refuse = false;
    await user.upload(within(panel).getByLabelText(/^Image/), fileOf('guide.svg'));
    await submit(panel);
    expect(await screen.findByText(mediaMessages.added)).toBeInTheDocument();
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(formsSent(fetchMock)).toEqual([
      { Type: 'Guide', Image: 'renamed.png', Link: 'https://oyaar.example/guide' },
      { Type: 'Guide', Image: 'guide.svg', Link: 'https://oyaar.example/guide' },
    ]);
  });
});
