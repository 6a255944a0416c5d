import { Button, Card, Form, Input, Select, Typography } from 'antd';
import {
  HOLIDAY_BLOCK_LABEL,
  HOLIDAY_BLOCKS_MAX,
  HOLIDAY_PAGE_SLUGS,
  holidayPageSlugs,
  type HolidayBlockType,
} from '@yaocai/domain/contracts/activity-holiday-page';
import { useActivities } from '../api/get-activities';
import { GoodsPicker } from '../../../components/goods-picker';
import { required, type KindFieldsProps } from './kind-form';

const blockTypes = Object.keys(HOLIDAY_BLOCK_LABEL) as HolidayBlockType[];

/** The coupon campaigns a page may offer: every campaign not ended, by name. */
function CampaignPicker({
  value,
  onChange,
  label,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  label: string;
}) {
  const campaigns = useActivities({ kind: 'coupon_campaign', page_size: 100 });
  const options = (campaigns.data?.list ?? [])
    .filter((campaign) => campaign.state !== 'ended' || value?.includes(campaign.id))
    .map((campaign) => ({ value: campaign.id, label: `${campaign.name}（${campaign.state_label}）` }));
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      loading={campaigns.isPending}
      optionFilterProp="label"
      aria-label={label}
      placeholder="选择优惠券活动"
    />
  );
}

interface BlockFieldsProps {
  name: number;
  index: number;
  known: NonNullable<KindFieldsProps['activity']>['goods'];
}

function BlockFields({ name, index, known }: BlockFieldsProps) {
  const type = Form.useWatch(['blocks', name, 'type']) as HolidayBlockType | undefined;
  switch (type) {
    case 'goods':
      return (
        <>
          <Form.Item name={[name, 'title']} label="标题" rules={[required('请填写商品区标题')]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name={[name, 'goods_ids']} label="商品" rules={[required('请选择商品')]}>
            <GoodsPicker multiple known={known} aria-label={`区块${index + 1}商品`} />
          </Form.Item>
        </>
      );
    case 'coupons':
      return (
        <>
          <Form.Item name={[name, 'title']} label="标题" rules={[required('请填写优惠券区标题')]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name={[name, 'campaign_ids']} label="优惠券活动" rules={[required('请选择优惠券活动')]}>
            <CampaignPicker label={`区块${index + 1}优惠券活动`} />
          </Form.Item>
        </>
      );
    case 'rules':
      return (
        <>
          <Form.Item name={[name, 'title']} label="标题" rules={[required('请填写规则标题')]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name={[name, 'content']}
            label="规则内容（纯文本或简单HTML）"
            rules={[required('请填写活动规则')]}
          >
            <Input.TextArea rows={5} maxLength={5000} />
          </Form.Item>
        </>
      );
    default:
      return (
        <>
          <Form.Item name={[name, 'image']} label="图片地址" rules={[required('请填写横幅图片地址')]}>
            <Input placeholder="https://… 或 /uploads/…" />
          </Form.Item>
          <Form.Item name={[name, 'link']} label="链接（*开头显示活动未开始，#结尾弹出提示，可不填）">
            <Input maxLength={200} />
          </Form.Item>
        </>
      );
  }
}

/** 专题页: which route it serves and its blocks in order (banner, goods, coupons, rules). */
export function HolidayPageFields({ activity }: KindFieldsProps) {
  const slug = Form.useWatch('slug') as string | undefined;
  const known = activity?.goods ?? [];
  return (
    <>
      <Form.Item name="slug" label="页面" rules={[required('请选择页面')]}>
        <Select
          aria-label="页面"
          options={holidayPageSlugs.map((value) => ({ value, label: HOLIDAY_PAGE_SLUGS[value] }))}
        />
      </Form.Item>
      {slug === 'jz' && (
        <Form.Item name="word" label="页面关键词（/jz/关键词，可不填）">
          <Input maxLength={20} />
        </Form.Item>
      )}
      <Form.List name="blocks">
        {(fields, { add, remove, move }) => (
          <>
            <Typography.Title level={5}>页面区块</Typography.Title>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={`区块${index + 1}`}
                role="group"
                aria-label={`区块${index + 1}`}
                extra={
                  <>
                    <Button type="link" disabled={index === 0} onClick={() => move(index, index - 1)}>
                      上移
                    </Button>
                    <Button
                      type="link"
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      下移
                    </Button>
                    {fields.length > 1 && (
                      <Button type="link" danger onClick={() => remove(field.name)}>
                        删除
                      </Button>
                    )}
                  </>
                }
              >
                <Form.Item name={[field.name, 'type']} label="类型" rules={[required('请选择区块类型')]}>
                  <Select
                    aria-label={`区块${index + 1}类型`}
                    options={blockTypes.map((value) => ({ value, label: HOLIDAY_BLOCK_LABEL[value] }))}
                  />
                </Form.Item>
                <BlockFields name={field.name} index={index} known={known} />
              </Card>
            ))}
            {fields.length < HOLIDAY_BLOCKS_MAX && (
              <Button type="dashed" onClick={() => add({ type: 'banner' })} style={{ marginBottom: 24 }}>
                添加区块
              </Button>
            )}
          </>
        )}
      </Form.List>
    </>
  );
}
