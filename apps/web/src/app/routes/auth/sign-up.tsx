import { QueryError } from '@/components/ui/error-state';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useCities } from '@/features/cities/api/get-cities';

/** Sign Up: the auth feature's form with the cities feature's list. */
export function SignUpRoute() {
  const cities = useCities();
  return (
    <>
      <QueryError what="the cities" query={cities} className="m-3" />
      <SignUpForm cities={cities.data ?? []} />
    </>
  );
}
