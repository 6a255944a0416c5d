import { useNavigate, useSearchParams } from 'react-router';
import { setLoginMarker } from '../../../lib/login-marker';
import { safeRedirect } from '../redirect';

/** After login or registration: mark the login and go back where the buyer came from. */
export function useAfterSignIn(): () => void {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return () => {
    setLoginMarker();
    void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };
}
