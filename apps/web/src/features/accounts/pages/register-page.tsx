import { useNavigate, useSearchParams } from 'react-router';
import { setLoginMarker } from '../../../lib/login-marker';
import { RegisterForm } from '../components/register-form';
import { safeRedirect } from '../redirect';

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const handleSuccess = () => {
    setLoginMarker();
    void navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };

  return (
    <div className="yc-auth-plain">
      <section className="yc-container yc-register-card" aria-labelledby="register-card-title">
        <header className="yc-register-head">
          <h2 id="register-card-title">企业用户注册</h2>
          <p>注册后请上传企业资质，审核通过即可采购</p>
        </header>
        <RegisterForm onSuccess={handleSuccess} />
      </section>
    </div>
  );
}
