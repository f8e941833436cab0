import type { Lead } from '@yaar/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { catalogue } from '@/testing/lead-fixtures';
import { renderApp, staffUser } from '@/testing/render';
import { LeadForm } from './lead-form';

/** Shared by the lead form tests: rendering, filling and the fake device position. */
export function setup(options: { lead?: Lead; followUp?: string } = {}) {
  // The form's own type check is under test: let user-event pick any file.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderApp(
    <LeadForm
      defaultCityId={1}
      catalogue={catalogue}
      lead={options.lead}
      followUp={options.followUp}
    />,
    { user: staffUser, path: '/lead-form' },
  );
  return { ...view, user };
}
export type User = ReturnType<typeof setup>['user'];

export const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));

export const image = (name = 'hoarding.jpg', type = 'image/jpeg', size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A valid lead, typed in (city and product keep their defaults). */
export async function fillValidLead(user: User) {
  await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await user.type(screen.getByLabelText('Company Name'), 'Shree Motors');
  await user.selectOptions(screen.getByLabelText('Business Type'), 'PUC');
  await user.type(screen.getByLabelText('GST No'), '24abcde 1234f1z5');
  await user.selectOptions(screen.getByLabelText('Sub Status'), 'Interested');
  await user.type(screen.getByLabelText('Next Date'), '2025-02-01');
  await user.type(screen.getByLabelText('Remarks'), 'Wants a demo.');
  await user.upload(screen.getByLabelText('Hoarding'), image());
}

/** A device position: `getCurrentPosition` answers this fix, or fails when `fails` is set. */
export function fakeGeolocation(fails = false) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (fails) {
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
        return;
      }
      success({
        coords: { latitude: 23.0225, longitude: 72.5714, accuracy: 8.4 },
        timestamp: Date.UTC(2025, 0, 10, 5, 30),
      } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

export const removeGeolocation = () =>
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });

/** FormData as a plain object (files by name). */
export const formDataOf = (body: unknown) =>
  Object.fromEntries(
    [...(body as FormData).entries()].map(([key, value]) => [
      key,
      value instanceof File ? `file:${value.name}` : value,
    ]),
  );
