import { Button, Descriptions, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useBuyer } from '../api/get-buyer';
import { BuyerStatusTag } from '../components/buyer-status-tag';
import { ReviewActions } from '../components/review-actions';

export function BuyerDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const buyer = useBuyer(id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.buyers.getHref())}>
      返回列表
    </Button>
  );
  if (buyer.isError) {
    return (
      <Page title="客户详情" extra={back}>
        <LoadError error={buyer.error} onRetry={() => void buyer.refetch()} />
      </Page>
    );
  }
  if (!buyer.data) {
    return (
      <Page title="客户详情" extra={back}>
        <Skeleton active />
      </Page>
    );
  }
  const data = buyer.data;
  return (
    <Page title="客户详情" extra={back}>
      <Descriptions
        bordered
        column={2}
        title={data.company}
        extra={<ReviewActions buyer={data} />}
        items={[
          { key: 'company', label: '单位名称', children: data.company },
          { key: 'status', label: '状态', children: <BuyerStatusTag status={data.status} /> },
          { key: 'name', label: '联系人', children: data.name },
          { key: 'phone', label: '手机号', children: data.phone },
          { key: 'scopes', label: '经营范围', span: 2, children: data.business_scopes.join('、') || '—' },
          { key: 'created', label: '注册时间', children: formatTime(data.created_at) },
          { key: 'login', label: '最近登录', children: formatTime(data.last_login_at) },
        ]}
      />
    </Page>
  );
}
