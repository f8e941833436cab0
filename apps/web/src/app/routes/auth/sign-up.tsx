import { SignUpForm } from '@/features/auth/components/sign-up-form';

/** Sign Up: the auth feature's form (its city picker searches the cities as they are typed). */
export function SignUpRoute() {
  return <SignUpForm />;
}
