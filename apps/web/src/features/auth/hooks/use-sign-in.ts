import type { SignInInput } from '@yaar/shared';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { storeCompanionToken, useAuth } from '@/lib/auth';
import { companionLogin } from '../api/companion-login';
import { useLogin } from '../api/login';

/**
 * Sign-in (spec 1 §2.4, §7): log in, fetch the companion token (its failure only logged), store
 * the user, go to the Dashboard. Login errors are thrown on to the form.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const loginMutation = useLogin();

  const handleSignIn = async (input: SignInInput) => {
    const answer = await loginMutation.mutateAsync(input);
    const user = answer.data?.[0];
    if (!user) throw new Error('The login answer carries no user');
    try {
      const companion = await companionLogin(user.MobileNo, user.ApiToken);
      const token = companion.data?.[0]?.Token;
      if (token) storeCompanionToken(token);
    } catch (error) {
      console.error('Could not get the OYaar token', error);
    }
    signIn(user);
    if (answer.message) toast.success(answer.message);
    await navigate('/');
  };

  return { handleSignIn };
}
