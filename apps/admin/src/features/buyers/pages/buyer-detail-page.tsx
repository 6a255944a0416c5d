import { Button, Card, Col, Descriptions, Flex, Row, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import type { AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
import { InternalNotesCard } from '../../../components/internal-notes-card';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useBuyer } from '../api/get-buyer';
import { BuyerAddressesCard } from '../components/buyer-addresses-card';
import { BuyerLedgersCard } from '../components/buyer-ledgers-card';
import { BuyerLicencesCard } from '../components/buyer-licences-card';
import { BuyerMessagesCard } from '../components/buyer-messages-card';
import { BuyerMoneyCard } from '../components/buyer-money-card';
import { BuyerOrdersCard } from '../components/buyer-orders-card';
import { BuyerProfileCard } from '../components/buyer-profile-card';
import { BuyerRepaymentsCard } from '../components/buyer-repayments-card';
import { BuyerStatusTag } from '../components/buyer-status-tag';
import { ReviewActions } from '../components/review-actions';

function BuyerSummary({ buyer }: { buyer: AdminBuyerDetail }) {
  return (
    <Card variant="borderless">
      <Descriptions
        bordered
        column={2}
        title={buyer.company}
        extra={<ReviewActions buyer={buyer} />}
        items={[
          { key: 'company', label: '单位名称', children: buyer.company },
          { key: 'status', label: '状态', children: <BuyerStatusTag status={buyer.status} /> },
          { key: 'name', label: '联系人', children: buyer.name },
          { key: 'phone', label: '手机号', children: buyer.phone },
          { key: 'created', label: '注册时间', children: formatTime(buyer.created_at) },
          { key: 'login', label: '最近登录', children: formatTime(buyer.last_login_at) },
        ]}
      />
    </Card>
  );
}

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
    <Page title="客户详情" extra={back} plain>
      <Flex vertical gap={16}>
        <BuyerSummary buyer={data} />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <BuyerMoneyCard buyer={data} />
          </Col>
          <Col xs={24} xl={10}>
            <BuyerProfileCard buyer={data} />
          </Col>
        </Row>
        <BuyerLedgersCard buyerId={data.id} />
        <BuyerLicencesCard buyerId={data.id} company={data.company} />
        <BuyerOrdersCard buyerId={data.id} />
        <BuyerRepaymentsCard buyerId={data.id} />
        <InternalNotesCard target="buyer" id={data.id} />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={10}>
            <BuyerAddressesCard buyerId={data.id} />
          </Col>
          <Col xs={24} xl={14}>
            <BuyerMessagesCard buyerId={data.id} company={data.company} />
          </Col>
        </Row>
      </Flex>
    </Page>
  );
}
