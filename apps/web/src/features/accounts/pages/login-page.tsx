import { CheckCircleFilled } from '@ant-design/icons';
import { LoginForm } from '../components/login-form';
import { useAfterSignIn } from '../hooks/use-after-sign-in';

const SELLING_POINTS = ['正品保障 厂家直供', '品种齐全 一站采购', '价格透明 阶梯优惠', '专属客服 全程服务'];

export function LoginPage() {
  const handleSuccess = useAfterSignIn();

  return (
    <div className="yc-auth-banner">
      <div className="yc-container yc-auth-banner-inner">
        <div className="yc-auth-pitch">
          <h2>正品医药 一站采购</h2>
          <p>面向药店、诊所与医药企业的一站式批发采购平台</p>
          <ul>
            {SELLING_POINTS.map((point) => (
              <li key={point}>
                <CheckCircleFilled /> {point}
              </li>
            ))}
          </ul>
        </div>
        <section className="yc-auth-card" aria-labelledby="login-card-title">
          <h2 id="login-card-title" className="yc-auth-card-title">
            账号登录
          </h2>
          <LoginForm onSuccess={handleSuccess} />
        </section>
      </div>
    </div>
  );
}
