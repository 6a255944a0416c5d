import { Form, Image, Input, Switch, Tag } from 'antd';
import {
  BANNER_SLOTS,
  bannerBody,
  type AdminBanner,
  type BannerSlot,
} from '@yaocai/domain/contracts/admin-content';
import { FOCUS_BANNER_SLOTS } from '@yaocai/domain/contracts/content-focus';
import { ImageUpload } from '../../../components/image-upload';
import { schemaRule } from '../../../lib/form-rules';
import { ContentListEditor } from './content-list-editor';
import { SortField } from '../../../components/sort-field';

const SLOT_SIZE: Record<BannerSlot, string> = {
  121: '1920×400',
  1: '1920×80',
  ...Object.fromEntries(Object.values(FOCUS_BANNER_SLOTS).map((slot) => [slot.id, slot.size])),
} as Record<BannerSlot, string>;

/** The banners of one slot: the home carousel (121), the ad above the header (1) or a focus call's slot. */
export function BannersEditor({ slot }: { slot: BannerSlot }) {
  return (
    <ContentListEditor<AdminBanner, Omit<AdminBanner, 'id'>>
      name="banners"
      noun={slot === 121 ? '轮播图' : BANNER_SLOTS[slot]}
      shows={(banner) => banner.banner_id === slot}
      intro={
        slot === 1
          ? '商城顶部只显示排序最前、且设为显示的一条。'
          : `建议图片尺寸 ${SLOT_SIZE[slot]}，按排序从小到大轮播。`
      }
      valuesOf={(banner) => ({
        banner_id: slot,
        title: banner?.title ?? '',
        image: banner?.image ?? '',
        url: banner?.url ?? '',
        sort: banner?.sort ?? 0,
        is_show: banner?.is_show ?? true,
      })}
      columns={[
        {
          title: '图片',
          dataIndex: 'image',
          width: 160,
          render: (image: string, banner) => (
            <Image src={image} alt={banner.title} width={140} height={48} style={{ objectFit: 'cover' }} />
          ),
        },
        { title: '标题', dataIndex: 'title' },
        { title: '链接', dataIndex: 'url', ellipsis: true },
        { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
        {
          title: '状态',
          dataIndex: 'is_show',
          width: 90,
          render: (shown: boolean) => (shown ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
        },
      ]}
      fields={
        <>
          <Form.Item name="banner_id" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="title" label="标题" rules={[schemaRule(bannerBody.shape.title)]}>
            <Input maxLength={50} placeholder={`如：${BANNER_SLOTS[slot]}·冬季备货`} />
          </Form.Item>
          <Form.Item name="image" label="图片" rules={[schemaRule(bannerBody.shape.image)]}>
            <ImageUpload purpose="banner" alt="广告图片" />
          </Form.Item>
          <Form.Item
            name="url"
            label="点击后打开"
            rules={[schemaRule(bannerBody.shape.url)]}
            extra="商城内的路径（如 /list?keyword=感冒）或 https:// 开头的网址；可不填"
          >
            <Input maxLength={500} />
          </Form.Item>
          <SortField />
          <Form.Item name="is_show" label="显示" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}
