import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullLead } from '@/testing/lead-fixtures';
import type { MockAnswer } from '@/testing/mock-fetch';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { stubObjectUrls } from '@/testing/object-urls';
import {
  fakeGeolocation,
  fillValidLead,
  formDataOf,
  image,
  removeGeolocation,
  save,
  setup,
} from './lead-form.test-utils';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

const duplicate = 'A lead with this mobile number already exists.';

describe('LeadForm duplicate mobile check', () => {
  it('asks the server on leaving the mobile field and shows its MobileNo error', async () => {
    const fetchMock = mockFetch({
      'POST /api/lead-create': {
        status: 200,
        body: { status: 200, message: 'Checked.', errors: { MobileNo: duplicate } },
      },
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    expect(sentTo(fetchMock, 'POST /api/lead-create')).toEqual([]);
    await user.tab();
    expect(await screen.findByText(duplicate)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/lead-create').map(formDataOf)).toEqual([
      { MobileNo: '9876543210' },
    ]);
  });

  it('says nothing for a free number, and only logs a failed check', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'POST /api/lead-create': failure(422, 'Please enter a valid 10-digit mobile number.'),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.tab();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on update, checks every change with the lead’s id', async () => {
    const fetchMock = mockFetch({
      'POST /api/lead-update': {
        status: 200,
        body: { status: 200, message: 'Checked.', errors: { MobileNo: duplicate } },
      },
    });
    const { user } = setup({ lead: fullLead() });
    const mobile = screen.getByLabelText('Mobile Number');
    await user.clear(mobile);
    await user.type(mobile, '9000000001');
    expect(await screen.findByText(duplicate)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/lead-update').map(formDataOf)).toEqual([
      { MobileNo: '9000000001', id: '101' },
    ]);
  });
});

describe('LeadForm save', () => {
  afterEach(removeGeolocation);

  it('creates the lead with its location and files, then goes to Leads', async () => {
    stubObjectUrls();
    fakeGeolocation();
    const fetchMock = mockFetch({ 'POST /api/lead-create': ok('Lead Created successfully') });
    const { user } = setup();
    await fillValidLead(user);
    await user.upload(
      screen.getByLabelText('Visiting Card Front'),
      image('front.png', 'image/png'),
    );
    await user.click(screen.getByRole('button', { name: 'Take Location' }));
    await save(user);

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/leads$/);
    expect(await screen.findByText('Lead Created successfully')).toBeInTheDocument();
    const [check, saved] = sentTo(fetchMock, 'POST /api/lead-create').map(formDataOf);
    expect(check).toEqual({ MobileNo: '9876543210' });
    expect(saved).toEqual({
      MobileNo: '9876543210',
      CompanyName: 'Shree Motors',
      BusinessType: 'PUC',
      OwnerName: '',
      GSTNo: '24ABCDE1234F1Z5',
      Address: '',
      CityId: '1',
      Pincode: '',
      Product: 'OYaar',
      StatusId: '13',
      RefMobileNo: '',
      NextDate: '2025-02-01',
      Requirements: 'Wants a demo.',
      Location: '23.022500,72.571400',
      LocationAccuracy: '8',
      LocationTakenAt: '2025-01-10T05:30:00.000Z',
      Hoarding: 'file:hoarding.jpg',
      VFront: 'file:front.png',
    });
  });

  it('shows a spinner instead of the form while saving', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    mockFetch({
      'POST /api/lead-create': (body) =>
        (body as FormData).has('Requirements')
          ? new Promise((resolve) => (answer = resolve))
          : ok('No duplicate.'),
    });
    const { user } = setup();
    await fillValidLead(user);
    await save(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Saving…');
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).not.toBeVisible();
    answer(ok('Lead Created successfully'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/leads');
  });

  it('toasts Something went wrong and shows the server’s field errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'POST /api/lead-create': (body) =>
        (body as FormData).has('Requirements')
          ? failure(422, duplicate, { MobileNo: duplicate })
          : ok('No duplicate.'),
    });
    const { user } = setup();
    await fillValidLead(user);
    await save(user);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(duplicate)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveClass('is-invalid');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('looks up the referrer’s name once 10 digits are typed', async () => {
    const fetchMock = mockFetch({
      'POST /api/ref-name': ok('Ref name', { UserName: 'Kiran Desai' }),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Ref From'), '900000000');
    expect(sentTo(fetchMock, 'POST /api/ref-name')).toEqual([]);
    await user.type(screen.getByLabelText('Ref From'), '1');
    expect(await screen.findByText('Kiran Desai')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/ref-name')).toEqual([{ MobileNo: '9000000001' }]);
  });
});

describe('LeadForm update', () => {
  it('is prefilled from the stored lead, links its files, and keeps the view on save', async () => {
    const fetchMock = mockFetch({ 'POST /api/lead-update': ok('Lead Updated successfully') });
    const lead = fullLead({ BusinessType: 'PUC', GSTNo: '24ABCDE1234F1Z5' });
    const { user } = setup({ lead, followUp: 'Today' });
    expect(screen.getByRole('heading', { name: 'Lead Update Form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9898989898');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Shree Motors');
    await vi.waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Ahmedabad'));
    expect(screen.getByLabelText('Sub Status')).toHaveDisplayValue('Interested');
    expect(screen.getByLabelText('Next Date')).toHaveValue('2025-01-20');
    expect(screen.getByRole('button', { name: 'Location Taken' })).toHaveClass('btn-success');
    const stored = screen.getByRole('img', { name: 'Hoarding' }).closest('a');
    expect(stored).toHaveAttribute('href', lead.Hoarding);
    expect(stored).toHaveAttribute('target', '_blank');

    await save(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/leads/Today');
    expect(await screen.findByText('Lead Updated successfully')).toBeInTheDocument();
    const [saved] = sentTo(fetchMock, 'POST /api/lead-update').map(formDataOf);
    expect(saved).toMatchObject({ id: '101', StatusId: '13', Location: lead.Location });
    expect(saved).not.toHaveProperty('Hoarding');
  });

  it('toasts Something went wrong when the update fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'POST /api/lead-update': failure(404, 'Lead not found.') });
    const { user } = setup({ lead: fullLead({ BusinessType: 'PUC' }) });
    await save(user);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('asks for a Hoarding when the stored lead has none, beside the field, focused', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup({ lead: fullLead({ BusinessType: 'PUC', Hoarding: null }) });
    await save(user);
    expect(await screen.findByText('Hoarding is required.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText('Hoarding')).toHaveFocus());
    expect(sentTo(fetchMock, 'POST /api/lead-update')).toEqual([]);
  });

  it('shows the server’s field message beside its field and focuses it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'POST /api/lead-update': failure(422, 'Please correct the marked fields.', {
        Pincode: 'Please enter a valid 6-digit pincode.',
      }),
    });
    const { user } = setup({ lead: fullLead({ BusinessType: 'PUC' }) });
    await save(user);
    expect(await screen.findByText('Please enter a valid 6-digit pincode.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText('Pincode')).toHaveFocus());
  });
});
