import { Form, Input } from 'antd';
import { hotSearchBody, type AdminHotSearch } from '@yaocai/domain/contracts/admin-content';
import { schemaRule } from '../../../lib/form-rules';
import { ContentListEditor } from './content-list-editor';
import { SortField } from '../../../components/sort-field';

interface NamedLinksEditorProps {
  name: 'hot-searches' | 'links';
}

const KIND = {
  'hot-searches': {
    noun: '热门搜索',
    label: '搜索词',
    max: 20,
    example: '感冒灵',
    link: '/search?keyword=感冒灵',
  },
  links: {
    noun: '友情链接',
    label: '名称',
    max: 30,
    example: '国家药品监督管理局',
    link: 'https://www.nmpa.gov.cn',
  },
} as const;

/** A list of names with links: the hot searches under the search box, or the footer's links. */
export function NamedLinksEditor({ name }: NamedLinksEditorProps) {
  const kind = KIND[name];
  return (
    <ContentListEditor<AdminHotSearch, Omit<AdminHotSearch, 'id'>>
      name={name}
      noun={kind.noun}
      valuesOf={(row) => ({ name: row?.name ?? '', url: row?.url ?? '', sort: row?.sort ?? 0 })}
      columns={[
        { title: kind.label, dataIndex: 'name', width: 220 },
        { title: '链接', dataIndex: 'url', ellipsis: true },
        { title: '排序', dataIndex: 'sort', width: 80, align: 'right' },
      ]}
      fields={
        <>
          <Form.Item name="name" label={kind.label} rules={[schemaRule(hotSearchBody.shape.name)]}>
            <Input maxLength={kind.max} placeholder={`如：${kind.example}`} />
          </Form.Item>
          <Form.Item
            name="url"
            label="链接"
            rules={[schemaRule(hotSearchBody.shape.url)]}
            extra={`如：${kind.link}`}
          >
            <Input maxLength={500} />
          </Form.Item>
          <SortField />
        </>
      }
    />
  );
}
