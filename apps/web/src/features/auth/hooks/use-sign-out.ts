import { authMessages } from '@yaar/shared';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAuth } from '@/lib/auth';
import { logout } from '../api/logout';
import { translateShown } from '@/lib/i18n/language';

/**
 * Sign-out (spec 1 §2.2): revoke the token (failure only logged), clear everything, go to SignIn.
 * The session ends as the revoking call leaves (it has taken the token), so a screen's call still
 * on its way, answered 401 once the server has revoked it, raises no 'Unauthorized' alert.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { signOut } = useAuth();

  return async function handleSignOut() {
    const revoking = logout();
    signOut();
    try {
      await revoking;
    } catch (error) {
      console.error('Sign-out call failed', error);
    }
    await navigate('/signin');
    toast.success(translateShown(authMessages.logoutSuccess));
  };
}
