import { RegisterForm } from '../components/register-form';
import { useAfterSignIn } from '../hooks/use-after-sign-in';

export function RegisterPage() {
  const handleSuccess = useAfterSignIn();

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
