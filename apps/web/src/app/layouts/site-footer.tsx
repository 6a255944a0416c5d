import { CarOutlined, CustomerServiceOutlined, FileProtectOutlined, SafetyOutlined } from '@ant-design/icons';

const PROMISES = [
  { icon: <SafetyOutlined />, title: '正品保障', text: '厂家直供 品质无忧' },
  { icon: <FileProtectOutlined />, title: '资质齐全', text: '首营资料 一键下载' },
  { icon: <CarOutlined />, title: '极速配送', text: '专业医药冷链物流' },
  { icon: <CustomerServiceOutlined />, title: '专属客服', text: '一对一采购服务' },
];

export function SiteFooter({ siteTitle, compact }: { siteTitle: string; compact: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="yc-footer">
      {!compact && (
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
      )}
      <div className="yc-container yc-footer-legal">
        <p>本网站不发布麻醉药品、精神药品、医疗用毒性药品、放射性药品、戒毒药品和医疗机构制剂的产品信息</p>
        <p>仅向具备合法资质的医药企业、医疗机构及零售药店提供批发采购服务</p>
        <p>
          © {year} {siteTitle} 版权所有
        </p>
      </div>
    </footer>
  );
}
