import { CarOutlined, CustomerServiceOutlined, FileProtectOutlined, SafetyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { FOOTER_HELP_ROUTES } from '@yaocai/domain/constants';
import { QrCode } from '../../components/qr-code';
import { paths } from '../../config/paths';
import { useSiteOrigin } from '../../lib/site';
import { FooterHelp, FriendLinks, LicenceLinks } from '../../features/content';

const PROMISES = [
  { icon: <SafetyOutlined />, title: '正品保障', text: '厂家直供 品质无忧' },
  { icon: <FileProtectOutlined />, title: '资质齐全', text: '首营资料 一键下载' },
  { icon: <CarOutlined />, title: '极速配送', text: '专业医药冷链物流' },
  { icon: <CustomerServiceOutlined />, title: '专属客服', text: '一对一采购服务' },
];

// The help section's child routes (spec §9: the footer links all 4).
const HELP_ROUTES = [
  { label: '帮助中心', to: paths.help.getHref() },
  { label: '新人指南', to: paths.helpGuide.getHref() },
  { label: '会员注册', to: paths.helpRegister.getHref() },
  { label: '注册指引', to: paths.helpArticle.path },
].slice(0, FOOTER_HELP_ROUTES);

function FooterCodes() {
  const origin = useSiteOrigin();
  return (
    <div className="yc-footer-codes">
      <figure>
        <QrCode value={`${origin}/`} size={92} label="微信公众号二维码" />
        <figcaption>微信公众号</figcaption>
      </figure>
      <figure>
        <QrCode value={`${origin}/home`} size={92} label="手机APP下载二维码" />
        <figcaption>手机APP下载</figcaption>
      </figure>
    </div>
  );
}

export function SiteFooter({ siteTitle, compact }: { siteTitle: string; compact: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="yc-footer">
      {!compact && (
        <>
          <div className="yc-footer-promises">
            <div className="yc-container yc-footer-promises-inner">
              {PROMISES.map((item) => (
                <div key={item.title} className="yc-footer-promise">
                  <span className="yc-footer-promise-icon">{item.icon}</span>
                  <span>
                    <strong>{item.title}</strong>
                    <small>{item.text}</small>
                  </span>
                </div>
              ))}
            </div>
          </div>
          <div className="yc-container yc-footer-body">
            <FooterHelp />
            <FooterCodes />
          </div>
        </>
      )}
      <div className="yc-container yc-footer-legal">
        {!compact && <FriendLinks />}
        <nav className="yc-footer-routes" aria-label="帮助导航">
          {HELP_ROUTES.map((route) => (
            <Link key={route.to} to={route.to}>
              {route.label}
            </Link>
          ))}
          <Link to={paths.links.getHref()}>友情链接</Link>
        </nav>
        <LicenceLinks />
        <p>本网站不发布麻醉药品、精神药品、医疗用毒性药品、放射性药品、戒毒药品和医疗机构制剂的产品信息</p>
        <p>仅向具备合法资质的医药企业、医疗机构及零售药店提供批发采购服务</p>
        <p>
          © {year} {siteTitle} 版权所有
        </p>
      </div>
    </footer>
  );
}
