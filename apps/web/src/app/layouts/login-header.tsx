import { SiteLogo } from '../../components/site-logo';
import { useUserBase } from '../../lib/user-base';
import { ServiceInfo } from './service-info';
import { TopBar } from './top-bar';

interface LoginHeaderProps {
  title: string;
  siteTitle: string;
  shadow: boolean;
}

export function LoginHeader({ title, siteTitle, shadow }: LoginHeaderProps) {
  const { data: user } = useUserBase();
  return (
    <header className={shadow ? 'yc-header yc-header-shadow' : 'yc-header'}>
      <TopBar siteTitle={siteTitle} user={user} compact />
      <div className="yc-container yc-header-main yc-login-header">
        <SiteLogo siteTitle={siteTitle} />
        <h1 className="yc-login-title">{title}</h1>
        <div className="yc-header-slot" />
        <ServiceInfo user={user} />
      </div>
    </header>
  );
}
