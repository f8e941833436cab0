import type { UseFormRegisterReturn } from 'react-hook-form';

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Rewrites an input's value as it is typed (digits only, upper case), then tells the form. */
export const rewriting =
  (registration: UseFormRegisterReturn, rewrite: (value: string) => string) =>
  (event: { target: { value: string } }) => {
    event.target.value = rewrite(event.target.value);
    void registration.onChange(event);
  };
