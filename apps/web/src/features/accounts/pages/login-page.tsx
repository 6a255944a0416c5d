import { CheckCircleFilled } from '@ant-design/icons';
import type { Banner } from '@yaocai/domain/contracts/content';
import { useLoginBanner } from '../api/login-banner';
import { LoginForm } from '../components/login-form';
import { useAfterSignIn } from '../hooks/use-after-sign-in';

const SELLING_POINTS = ['正品保障 厂家直供', '品种齐全 一站采购', '价格透明 阶梯优惠', '专属客服 全程服务'];

/** The shop's own words beside the form, when the operators have set no 登录页横幅. */
function Pitch() {
  return (
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
  );
}

/** A configured 登录页横幅 behind the page; its words are in the picture, its link on the free side. */
function BannerSide({ banner }: { banner: Banner }) {
  if (!banner.url) return <h2 className="yc-auth-banner-title">{banner.title}</h2>;
  return (
    <a href={banner.url} className="yc-auth-banner-link">
      <span className="yc-auth-banner-title">{banner.title}</span>
    </a>
  );
}

export function LoginPage() {
  const handleSuccess = useAfterSignIn();
  const { data: banner } = useLoginBanner();

  return (
    <div
      className={banner ? 'yc-auth-banner yc-auth-banner-configured' : 'yc-auth-banner'}
      style={banner ? { backgroundImage: `url("${banner.image}")` } : undefined}
    >
      <div className="yc-container yc-auth-banner-inner">
        {banner ? <BannerSide banner={banner} /> : <Pitch />}
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
