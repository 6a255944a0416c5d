import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';

// Going through this page remounts the target, which is how a list page reloads itself with new filters.
export function LoadingPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const to = searchParams.get('to');
  useEffect(() => {
    const target = to && to.startsWith('/') && !to.startsWith('//') ? to : paths.home.getHref();
    void navigate(target, { replace: true });
  }, [to, navigate]);
  return <PageSpinner />;
}
