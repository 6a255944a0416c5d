import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { message } from '../../../lib/feedback';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /login/forgot: a new password by SMS code, then back to the login page. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <div className="yc-auth-plain">
      <section className="yc-container yc-register-card" aria-labelledby="forgot-card-title">
        <header className="yc-register-head">
          <h2 id="forgot-card-title">找回密码</h2>
          <p>
            验证注册手机号后设置新密码，原有登录将全部退出。想起来了？
            <Link to={paths.login.getHref()}>去登录</Link>
          </p>
        </header>
        <ForgotPasswordForm
          onDone={(text) => {
            void message.success(text || '密码已重置，请使用新密码登录');
            void navigate(paths.login.getHref());
          }}
        />
      </section>
    </div>
  );
}
