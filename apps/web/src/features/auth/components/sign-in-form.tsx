import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAuth } from '@/lib/auth';
import { toastApiError } from '@/lib/form-errors';
import { mountSignInForm } from './sign-in-form-dom';

/**
 * Sign In (spec 1 §2.4) inside the app (the /signin route: after signing out, or opened from
 * Sign Up). The form itself is `mountSignInForm`, the one the light page draws before the app has
 * loaded (docs/decisions.md, issue 41): here the app takes the user in, toasts the server's word
 * and goes to the Dashboard.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const host = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      mountSignInForm(host.current!, {
        onSignedIn: async ({ user, message }) => {
          signIn(user);
          if (message) toast.success(message);
          await navigate('/');
        },
        onFailed: toastApiError,
        onNavigate: (path) => void navigate(path),
      }),
    [navigate, signIn],
  );

  return <div ref={host} />;
}
