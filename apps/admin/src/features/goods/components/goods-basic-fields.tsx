import { useState } from 'react';
import { AutoComplete, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { GOODS_KIND_LABEL, goodsBody, type GoodsFormOptions } from '@yaocai/domain/contracts/admin-goods';
import { BARCODES_MAX } from '@yaocai/domain/validation/barcodes';
import { schemaRule } from '../../../lib/form-rules';
import { useManufacturerSuggestions } from '../api/goods-editor';

const fields = goodsBody.shape;
const kindOptions = Object.entries(GOODS_KIND_LABEL).map(([value, label]) => ({ value, label }));

/** 基本信息: what the goods is, who makes it, how it is packed. */
export function GoodsBasicFields({ options }: { options: GoodsFormOptions }) {
  const [typed, setTyped] = useState('');
  const makers = useManufacturerSuggestions(typed.trim());
  return (
    <Row gutter={24}>
      <Col span={12}>
        <Form.Item name="name" label="商品名称" rules={[schemaRule(fields.name)]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="kind" label="商品类型">
          <Select options={kindOptions} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item
          name="business_scope"
          label="经营范围"
          rules={[schemaRule(fields.business_scope)]}
          extra="客户的经营范围含此项才能购买"
        >
          <AutoComplete
            maxLength={30}
            options={options.business_scopes.map((scope) => ({ value: scope }))}
            filterOption={(input, option) => String(option?.value ?? '').includes(input)}
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="manufacturer"
          label="生产厂家"
          rules={[schemaRule(fields.manufacturer)]}
          extra="输入名称或拼音首字母选择；新厂家保存时自动添加"
        >
          <AutoComplete
            maxLength={100}
            onSearch={setTyped}
            options={(makers.data ?? []).map((name) => ({ value: name }))}
          />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="brand_id" label="品牌">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="无"
            options={options.brands.map((brand) => ({ value: brand.id, label: brand.name }))}
          />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name="approval_no" label="批准文号" rules={[schemaRule(fields.approval_no)]}>
          <Input maxLength={50} placeholder="如：国药准字Z44020271" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="ypgg" label="规格" rules={[schemaRule(fields.ypgg)]}>
          <Input maxLength={50} placeholder="如：10g*20袋" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="bzdw" label="包装单位" rules={[schemaRule(fields.bzdw)]}>
          <Input maxLength={10} placeholder="如：盒" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="zbz" label="中包装" rules={[schemaRule(fields.zbz)]} extra="购买数量须为它的整数倍">
          <InputNumber min={1} max={10_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="barcodes"
          label="条形码"
          rules={[schemaRule(fields.barcodes)]}
          extra={`包装上的13位商品条码，或7位药品标识码（药品追溯码的前7位）：买家扫码即可找到本商品；回车或逗号分隔，最多${BARCODES_MAX}个`}
        >
          <Select mode="tags" tokenSeparators={[',', '，', ' ']} maxCount={BARCODES_MAX} open={false} />
        </Form.Item>
      </Col>
    </Row>
  );
}
