import { screen, within } from '@testing-library/react';
import { lengthLimitReached } from '@yaar/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import * as leadForm from './lead-form.test-utils';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

describe('LeadForm fields', () => {
  it('shows the fields in the spec’s order, with the create defaults', async () => {
    mockFetch({});
    const { container } = leadForm.setup();
    expect(screen.getByRole('heading', { name: 'Lead Create Form' })).toBeInTheDocument();
    expect([...container.querySelectorAll('form label')].map((label) => label.textContent)).toEqual(
      [
        'Mobile Number',
        'Company Name',
        'Business Type',
        'Owner Name',
        'GST No',
        'Address',
        'City',
        'State',
        'Pincode',
        'Product',
        'Main Status',
        'Sub Status',
        'Ref From',
        'Next Date',
        'Remarks',
        'Hoarding',
        'Visiting Card Front',
        'Visiting Card Back',
      ],
    );
    const marked = [...container.querySelectorAll('form label.form-label-required')];
    expect(marked.map((label) => label.textContent)).toEqual([
      'Mobile Number',
      'Business Type',
      'City',
      'Product',
      'Main Status',
      'Sub Status',
      'Next Date',
      'Remarks',
      'Hoarding',
    ]);
    for (const label of marked) {
      expect(screen.getByLabelText(label.textContent ?? '')).toHaveAttribute(
        'aria-required',
        'true',
      );
    }
    expect(screen.getByLabelText('Company Name')).not.toHaveAttribute('aria-required');
    await vi.waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Ahmedabad'));
    expect(screen.getByLabelText('State')).toHaveValue('Gujarat');
    expect(screen.getByLabelText('State')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Product')).toHaveValue('OYaar');
    expect(screen.getByLabelText('Main Status')).toHaveValue('Pending');
    expect(screen.getByLabelText('Hoarding')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
    );
    expect(screen.getByLabelText('Hoarding')).not.toHaveAttribute('capture');
  });

  it('normalises the mobile number as typed or pasted and upper-cases the GST No', async () => {
    const { user } = leadForm.setup();
    const mobile = screen.getByLabelText('Mobile Number');
    await user.type(mobile, '98a76-54');
    expect(mobile).toHaveValue('9876-54');
    for (const typed of ['+91 98250 12345', '09825012345', '098250-12345', '9825012345']) {
      await user.clear(mobile);
      await user.type(mobile, typed);
      expect(mobile).toHaveValue('9825012345');
    }
    for (const pasted of ['98250 12345', '+91 98250 12345', '+91-98250-12345', '(0) 98250 12345']) {
      await user.clear(mobile);
      await user.click(mobile);
      await user.paste(pasted);
      expect(mobile).toHaveValue('9825012345');
    }
    // Never cut to fit: a number too long stays as typed, for its message.
    await user.clear(mobile);
    await user.type(mobile, '98250123456');
    expect(mobile).toHaveValue('98250123456');
    await user.type(screen.getByLabelText('GST No'), '24abc');
    expect(screen.getByLabelText('GST No')).toHaveValue('24ABC');
  });

  it('takes a whole Pincode without calling it cut, and says when a company name is', async () => {
    const { user } = leadForm.setup();
    await user.type(screen.getByLabelText('Pincode'), '390001');
    expect(screen.getByLabelText('Pincode')).toHaveValue('390001');
    expect(screen.queryByText(/characters: the limit/)).not.toBeInTheDocument();
    const company = screen.getByLabelText('Company Name');
    await user.click(company);
    await user.paste('x'.repeat(105));
    expect(company).toHaveValue('x'.repeat(100));
    expect(screen.getByText(lengthLimitReached(100))).toBeInTheDocument();
  });

  it('derives the State from the city', async () => {
    mockFetch({});
    const { user } = leadForm.setup();
    await user.click(screen.getByLabelText('City'));
    await user.click(await screen.findByRole('option', { name: /^Pune/ }));
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
  });

  it('offers the main status’s sub statuses and resets the pick when it changes', async () => {
    const { user } = leadForm.setup();
    const subStatus = screen.getByLabelText('Sub Status');
    await user.selectOptions(subStatus, 'Interested');
    await user.selectOptions(screen.getByLabelText('Main Status'), 'Completed');
    expect(subStatus).toHaveValue('');
    expect(
      within(subStatus)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Sub Status', 'Converted', 'Not Interested']);
  });
});

describe('LeadForm validation', () => {
  it('asks for every required field and sends nothing', async () => {
    const fetchMock = mockFetch({});
    const { user } = leadForm.setup();
    await leadForm.save(user);
    for (const message of [
      'Mobile number is required.',
      'Company name is required when Owner name is empty.',
      'Owner name is required when Company name is empty.',
      'Business Type selection is required.',
      'Sub Status is required.',
      'Next Date is required.',
      'Remarks are required.',
      'Hoarding is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sentTo(fetchMock, 'POST /api/lead-create')).toEqual([]);
  });

  it('needs only one of company name and owner name', async () => {
    mockFetch({});
    const { user } = leadForm.setup();
    await user.type(screen.getByLabelText('Owner Name'), 'Mahesh Joshi');
    await leadForm.save(user);
    expect(await screen.findByText('Remarks are required.')).toBeInTheDocument();
    expect(
      screen.queryByText('Company name is required when Owner name is empty.'),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByText('Owner name is required when Company name is empty.'),
    ).not.toBeInTheDocument();
  });

  it('checks the mobile number, the pincode, the product and the main status', async () => {
    mockFetch({});
    const { user } = leadForm.setup();
    await user.type(screen.getByLabelText('Mobile Number'), '98765');
    await user.type(screen.getByLabelText('Pincode'), '3800');
    await user.selectOptions(screen.getByLabelText('Product'), '');
    await user.selectOptions(screen.getByLabelText('Main Status'), '');
    await leadForm.save(user);
    for (const message of [
      'Please enter a valid 10-digit mobile number.',
      'Please enter a valid 6-digit pincode.',
      'Product is required.',
      'Main Status is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });
});

describe('LeadForm location', () => {
  afterEach(leadForm.removeGeolocation);

  it('is red until a fix is taken, then says Location Taken', async () => {
    const getCurrentPosition = leadForm.fakeGeolocation();
    const { user } = leadForm.setup();
    const button = screen.getByRole('button', { name: 'Take Location' });
    expect(button).toHaveClass('btn-danger');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Location Taken' })).toHaveClass('btn-success');
    expect(getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ enableHighAccuracy: true }),
    );
  });

  it('stays red when the position cannot be had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    leadForm.fakeGeolocation(true);
    const { user } = leadForm.setup();
    await user.click(screen.getByRole('button', { name: 'Take Location' }));
    expect(screen.getByRole('button', { name: 'Take Location' })).toHaveClass('btn-danger');
    expect(screen.queryByRole('button', { name: 'Location Taken' })).not.toBeInTheDocument();
  });

  it('says when the browser has no geolocation', async () => {
    leadForm.removeGeolocation();
    const { user } = leadForm.setup();
    await user.click(screen.getByRole('button', { name: 'Take Location' }));
    expect(
      await screen.findByText('Geolocation is not supported by this browser.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take Location' })).toHaveClass('btn-danger');
  });
});

describe('LeadForm files', () => {
  it('refuses a file that is not JPG, PNG or PDF, and clears it', async () => {
    const { user } = leadForm.setup();
    const input = screen.getByLabelText<HTMLInputElement>('Hoarding');
    await user.upload(input, leadForm.image('setup.exe', 'application/x-msdownload'));
    expect(
      await screen.findByText('Only JPG, PNG, and PDF files are allowed.'),
    ).toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('refuses a file over 8 MB, and clears it', async () => {
    const { user } = leadForm.setup();
    const input = screen.getByLabelText<HTMLInputElement>('Visiting Card Front');
    await user.upload(input, leadForm.image('card.png', 'image/png', 8 * 1024 * 1024 + 1));
    expect(await screen.findByText('File size should not exceed 8MB.')).toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('a refused file counts as none: Hoarding is then required', async () => {
    const fetchMock = mockFetch({ 'POST /api/lead-create': ok('No duplicate.') });
    const { user } = leadForm.setup();
    await leadForm.fillValidLead(user);
    await user.upload(screen.getByLabelText('Hoarding'), leadForm.image('notes.txt', 'text/plain'));
    await leadForm.save(user);
    expect(await screen.findByText('Hoarding is required.')).toBeInTheDocument();
    // Only the duplicate check went out; nothing was saved.
    expect(sentTo(fetchMock, 'POST /api/lead-create')).toHaveLength(1);
  });

  it('keeps each file’s own message after a failed Save', async () => {
    mockFetch({});
    const { user } = leadForm.setup();
    await leadForm.save(user);
    expect(await screen.findByText('Hoarding is required.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Hoarding'), leadForm.image('notes.txt', 'text/plain'));
    await user.upload(
      screen.getByLabelText('Visiting Card Front'),
      leadForm.image('card.jpg', 'image/jpeg', 9 * 1024 * 1024),
    );
    // A later validation pass must not replace or clear them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Only JPG, PNG, and PDF files are allowed.')).toBeInTheDocument();
    expect(screen.getByText('File size should not exceed 8MB.')).toBeInTheDocument();
    expect(screen.queryByText('Hoarding is required.')).not.toBeInTheDocument();
  });

  it('previews a picked photo at 150×150 and a PDF as a document', async () => {
    const { user } = leadForm.setup();
    await user.upload(screen.getByLabelText('Hoarding'), leadForm.image());
    const preview = screen.getByRole('img', { name: 'Hoarding preview' });
    expect(preview).toHaveAttribute('width', '150');
    expect(preview).toHaveAttribute('height', '150');
    await user.upload(
      screen.getByLabelText('Visiting Card Back'),
      leadForm.image('card.pdf', 'application/pdf'),
    );
    expect(screen.getByText('card.pdf')).toBeInTheDocument();
  });
});
