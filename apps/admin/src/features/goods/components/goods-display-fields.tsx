import { Col, Form, InputNumber, Row, Select, Switch, TreeSelect } from 'antd';
import {
  GOODS_IMAGES_MAX,
  GOODS_TAGS_MAX,
  type GoodsFormOptions,
} from '@yaocai/domain/contracts/admin-goods';
import { ImageListField } from '../../../components/image-list-field';

const MENU_LABEL: Record<string, string> = {
  general: '全部分类',
  yx: '优选专区',
  zy: '中药饮片',
  qx: '器械专区',
};

type Category = GoodsFormOptions['categories'][number];
interface TreeNode {
  value: number | string;
  title: string;
  selectable?: boolean;
  children: TreeNode[];
}

/** Each menu's categories as a tree, the menus themselves only headings. */
function categoryTree(categories: Category[]): TreeNode[] {
  const nodeOf = (category: Category): TreeNode => ({
    value: category.id,
    title: category.name,
    children: categories.filter((child) => child.parent_id === category.id).map(nodeOf),
  });
  return Object.entries(MENU_LABEL)
    .map(([menu, title]) => ({
      value: `menu:${menu}`,
      title,
      selectable: false,
      children: categories.filter((c) => c.menu === menu && c.parent_id === null).map(nodeOf),
    }))
    .filter((menu) => menu.children.length > 0);
}

/** 展示与销售: categories, tags, pictures, and whether and how the goods is sold. */
export function GoodsDisplayFields({ options }: { options: GoodsFormOptions }) {
  const freeShipping = Form.useWatch('is_free_shipping');
  const ephedrine = Form.useWatch('contains_ephedrine');
  return (
    <>
      <Form.Item name="category_ids" label="分类" extra="可放在多个菜单的分类里">
        <TreeSelect
          multiple
          treeData={categoryTree(options.categories)}
          treeDefaultExpandAll={false}
          placeholder="选择分类"
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      </Form.Item>
      <Form.Item name="tags" label="标签" extra={`如：新、特、赠；每个不超过4个字，最多${GOODS_TAGS_MAX}个`}>
        <Select mode="tags" tokenSeparators={[',', '，', ' ']} maxCount={GOODS_TAGS_MAX} open={false} />
      </Form.Item>
      <Form.Item
        label="商品图片"
        extra={`第一张为主图，最多 ${GOODS_IMAGES_MAX} 张；上传后统一转为 WebP，长边不超过 1200 像素`}
      >
        <ImageListField
          name="images"
          purpose="goods"
          max={GOODS_IMAGES_MAX}
          altOf={(index) => `商品图片${index + 1}`}
        />
      </Form.Item>
      <Row gutter={24}>
        <Col span={6}>
          <Form.Item name="on_sale" label="上架销售" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="is_preferred" label="优选" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name="is_special_control"
            label="特殊管理药品"
            valuePropName="checked"
            extra="只登记，不能上架"
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="is_free_shipping" label="包邮" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {freeShipping && (
          <Col span={6}>
            <Form.Item name="free_shipping_number" label="满多少件包邮" extra="0 表示不限数量">
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={24}>
        <Col span={6}>
          <Form.Item
            name="contains_ephedrine"
            label="含麻黄碱"
            valuePropName="checked"
            extra="须设每月限购，不能用余额支付"
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item
            name="monthly_limit"
            label="每客户每月限购"
            extra={ephedrine ? '按自然月计，含已下单未取消的数量' : '留空表示不限'}
            rules={ephedrine ? [{ required: true, message: '含麻黄碱类药品须设置每月限购数量' }] : []}
          >
            <InputNumber min={1} max={1_000_000} precision={0} suffix="件" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
