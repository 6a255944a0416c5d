import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { shopSettingsBody, type AdminShopSettings } from '@yaocai/domain/contracts/admin-content';
import { fenToYuan, yuanToFen } from '@yaocai/domain/money';
import { isApiError } from '../../../lib/api-client';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useSaveShopSettings } from '../api/settings';
import { RequiredLicencesCard } from './required-licences-card';

/** The form's values: amounts in yuan as typed, the quality report as a switch and its fields. */
interface SettingsValues {
  site: AdminShopSettings['site'];
  common_config: AdminShopSettings['common_config'];
  quality: { enabled: boolean; quality_inspection_url: string; msg: string };
  shipping: { free_from: string; freight: string };
  seller: AdminShopSettings['seller'];
  features: AdminShopSettings['features'];
  points: AdminShopSettings['points'];
  shelf_life: AdminShopSettings['shelf_life'];
  required_licences: AdminShopSettings['required_licences'];
}

const toValues = (settings: AdminShopSettings): SettingsValues => ({
  site: settings.site,
  common_config: settings.common_config,
  quality: {
    enabled: settings.quality_inspection !== null,
    quality_inspection_url: settings.quality_inspection?.quality_inspection_url ?? '',
    msg: settings.quality_inspection?.msg ?? '',
  },
  shipping: {
    free_from: fenToYuan(settings.shipping.free_from_fen),
    freight: fenToYuan(settings.shipping.freight_fen),
  },
  seller: settings.seller,
  features: settings.features,
  points: settings.points,
  shelf_life: settings.shelf_life,
  required_licences: settings.required_licences,
});

const toBody = (values: SettingsValues): AdminShopSettings => ({
  site: values.site,
  common_config: values.common_config,
  quality_inspection: values.quality.enabled
    ? { quality_inspection_url: values.quality.quality_inspection_url, msg: values.quality.msg }
    : null,
  shipping: {
    free_from_fen: yuanToFen(String(values.shipping.free_from)) ?? -1,
    freight_fen: yuanToFen(String(values.shipping.freight)) ?? -1,
  },
  seller: values.seller,
  features: values.features,
  points: values.points,
  shelf_life: values.shelf_life,
  required_licences: values.required_licences,
});

/** A wire field (`shipping.freight_fen`) as the form names it. */
function formNameOf(field: string): string[] {
  if (field === 'shipping.free_from_fen') return ['shipping', 'free_from'];
  if (field === 'shipping.freight_fen') return ['shipping', 'freight'];
  if (field.startsWith('quality_inspection.')) return ['quality', field.split('.')[1]!];
  return field.split('.');
}

const rule = <G extends 'site' | 'common_config' | 'seller'>(
  group: G,
  name: keyof (typeof shopSettingsBody.shape)[G]['shape'],
) =>
  schemaRule(
    (shopSettingsBody.shape[group].shape as Record<string, Parameters<typeof schemaRule>[0]>)[
      name as string
    ]!,
  );

const yuan = (label: string) => ({
  validator: async (_rule: unknown, value: string | number | null) => {
    if (value === null || value === '' || yuanToFen(String(value)) === null)
      throw new Error(`请填写${label}`);
  },
});

/** 站点设置: the site's name and contacts, shipping terms, the quality report link and the seller. */
export function SettingsForm({ settings }: { settings: AdminShopSettings }) {
  const [form] = Form.useForm<SettingsValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveShopSettings();
  const qualityEnabled = Form.useWatch(['quality', 'enabled'], form);

  const submit = (values: SettingsValues) => {
    setRefusal(null);
    save.mutate(toBody(values), {
      onSuccess: (saved) => form.setFieldsValue(toValues(saved)),
      onError: (error) => {
        if (!isApiError(error)) return setRefusal('保存失败，请稍后重试');
        if (!showFieldErrors(form, error, formNameOf)) setRefusal(error.msg || '保存失败，请稍后重试');
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toValues(settings)}
      onFinish={submit}
      style={{ maxWidth: 960 }}
    >
      {refusal && <Alert type="error" title={refusal} showIcon style={{ marginBottom: 16 }} />}
      <Card title="站点" variant="borderless" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item
              name={['site', 'site_title']}
              label="网站名称"
              rules={[rule('site', 'site_title')]}
              extra="显示在每个页面的标题后"
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['common_config', 'hot_line']}
              label="客服热线"
              rules={[rule('common_config', 'hot_line')]}
            >
              <Input maxLength={30} placeholder="如：400-800-1234" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['common_config', 'qq1']}
              label="客服QQ 1"
              rules={[rule('common_config', 'qq1')]}
            >
              <Input maxLength={12} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['common_config', 'qq2']}
              label="客服QQ 2"
              rules={[rule('common_config', 'qq2')]}
            >
              <Input maxLength={12} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="运费" variant="borderless" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item name={['shipping', 'free_from']} label="满多少包邮" rules={[yuan('包邮门槛')]}>
              <InputNumber<string>
                stringMode
                min="0"
                max="1000000"
                precision={2}
                prefix="¥"
                style={{ width: 220 }}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['shipping', 'freight']} label="不满时运费" rules={[yuan('运费')]}>
              <InputNumber<string>
                stringMode
                min="0"
                max="10000"
                precision={2}
                prefix="¥"
                style={{ width: 220 }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title="服务" variant="borderless" style={{ marginBottom: 16 }}>
        <Form.Item
          name={['features', 'is_after_sale']}
          label="售后服务"
          valuePropName="checked"
          extra="开启后，买家可在已发货（含部分发货）的订单上对已发出的商品申请仅退款或退货退款，在“售后申请”中审核。"
        >
          <Switch checkedChildren="开启" unCheckedChildren="关闭" />
        </Form.Item>
        <Form.Item
          name={['features', 'is_can_chat']}
          label="在线客服"
          valuePropName="checked"
          extra="开启后，买家可在商城与客服在线交谈，由有“在线客服接待”权限的操作员在客服工作台接待；关闭时显示 QQ 客服。"
        >
          <Switch checkedChildren="开启" unCheckedChildren="关闭" />
        </Form.Item>
        <Form.Item
          name={['points', 'per_yuan']}
          label="每付款 1 元赠送积分"
          extra="订单付款后按实付金额的整元数赠送；订单取消或售后退款时按比例扣回。改动只影响此后付款的订单。"
          rules={[schemaRule(shopSettingsBody.shape.points.unwrap().shape.per_yuan)]}
        >
          <InputNumber min={0} max={100} precision={0} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name={['shelf_life', 'min_months']}
          label="发货最短剩余效期（月）"
          extra="发货时批号的有效期须晚于当天加上此月数，已过期或剩余效期不足的批号不能发货。"
          rules={[schemaRule(shopSettingsBody.shape.shelf_life.unwrap().shape.min_months)]}
        >
          <InputNumber min={0} max={36} precision={0} suffix="个月" style={{ width: 220 }} />
        </Form.Item>
      </Card>
      <Card title="质检报告" variant="borderless" style={{ marginBottom: 16 }}>
        <Form.Item name={['quality', 'enabled']} label="在商城显示质检报告入口" valuePropName="checked">
          <Switch />
        </Form.Item>
        {qualityEnabled && (
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item
                name={['quality', 'quality_inspection_url']}
                label="链接"
                rules={[
                  schemaRule(shopSettingsBody.shape.quality_inspection.unwrap().shape.quality_inspection_url),
                ]}
              >
                <Input maxLength={500} placeholder="如：/help/xrzn/hyzc?id=12" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name={['quality', 'msg']} label="说明">
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
        )}
      </Card>
      <Card title="销售方信息（打印在发票和购销合同上）" variant="borderless" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item
              name={['seller', 'company_name']}
              label="公司名称"
              rules={[rule('seller', 'company_name')]}
              extra="不填则使用网站名称"
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['seller', 'tax_no']} label="纳税人识别号" rules={[rule('seller', 'tax_no')]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['seller', 'address']} label="地址" rules={[rule('seller', 'address')]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['seller', 'phone']} label="电话" rules={[rule('seller', 'phone')]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={['seller', 'bank_name']} label="开户银行" rules={[rule('seller', 'bank_name')]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['seller', 'bank_account']}
              label="银行账号"
              rules={[rule('seller', 'bank_account')]}
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['seller', 'licence_no']}
              label="药品经营许可证号"
              rules={[rule('seller', 'licence_no')]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <RequiredLicencesCard />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存设置
      </Button>
    </Form>
  );
}
