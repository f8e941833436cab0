import { authMessages } from '@yaar/shared';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAuth } from '@/lib/auth';
import { logout } from '../api/logout';

/** Sign-out (spec 1 §2.2): revoke the token (failure only logged), clear everything, go to SignIn. */
export function useSignOut() {
  const navigate = useNavigate();
  const { signOut } = useAuth();

  return async function handleSignOut() {
    try {
      await logout();
    } catch (error) {
      console.error('Sign-out call failed', error);
    }
    signOut();
    await navigate('/signin');
    toast.success(authMessages.logoutSuccess);
  };
}
