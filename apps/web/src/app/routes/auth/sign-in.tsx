import { SignInForm } from '@/features/auth/components/sign-in-form';

export function SignInRoute() {
  return <SignInForm />;
}
