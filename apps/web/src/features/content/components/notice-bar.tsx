import { SoundOutlined } from '@ant-design/icons';
import { useCommonConfig } from '../../../lib/common-config';

export function NoticeBar() {
  const { data } = useCommonConfig();
  const notice = data?.notice;
  if (!notice) return null;
  return (
    <section className="yc-notice" aria-label="网站公告">
      <SoundOutlined className="yc-notice-icon" />
      <div className="yc-notice-viewport">
        {/* The server sanitises the notice; it is the only HTML the shell renders. */}
        <div className="yc-notice-track" dangerouslySetInnerHTML={{ __html: notice }} />
      </div>
    </section>
  );
}
