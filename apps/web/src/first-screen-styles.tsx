// antd's styles for the components the first screens share, as one stylesheet the browser keeps
// (issue 31): inline in every document, they were half of a goods list's bytes (23 of 46 KB
// compressed) and were read again on every visit. A page's document links the sheet and inlines only
// what it draws beyond it. The sheet is the same in every server process of a build, so any of them
// can answer for it.
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Badge,
  Button,
  Checkbox,
  Descriptions,
  Drawer,
  Empty,
  Input,
  InputNumber,
  Pagination,
  QRCode,
  Radio,
  Skeleton,
  Space,
  Spin,
  Tag,
} from 'antd';
import { AppProvider } from './app/provider';

export const SHARED_STYLES_PATH = '/styles/';

/** One `<style>` antd's extractStyle writes: its content hash, as cssinjs names it, and its rules. */
interface StyleBlock {
  tag: string;
  hash: string | null;
  css: string;
}

const STYLE_TAG = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;

export function styleBlocks(extracted: string): StyleBlock[] {
  return [...extracted.matchAll(STYLE_TAG)].map(([tag, attributes, css]) => ({
    tag,
    hash: /data-css-hash="([^"]+)"/.exec(attributes!)?.[1] ?? null,
    css: css!,
  }));
}

/** What the goods lists, goods pages and activity pages draw on their first screen. */
function SharedComponents() {
  return (
    <>
      <Button>按钮</Button>
      <Space.Compact>
        <Button>减</Button>
        <Input />
        <Button>加</Button>
      </Space.Compact>
      <Input />
      <InputNumber />
      <Radio.Group optionType="button" options={['一', '二']} value="一" />
      <Checkbox>选项</Checkbox>
      <Descriptions items={[{ key: 1, label: '名称', children: '值' }]} />
      <Pagination total={100} />
      <Spin spinning={false}>
        <div />
      </Spin>
      <Badge count={1}>
        <span />
      </Badge>
      <Tag>标签</Tag>
      <Tag color="red">标签</Tag>
      <Skeleton loading={false} />
      <Empty />
      <QRCode value="-" />
      <Drawer open={false} />
    </>
  );
}

export interface SharedStyles {
  /** The sheet's address, named by its content. */
  href: string;
  css: string;
  /** The blocks the sheet holds, by hash: a page leaves these out of its document. */
  hashes: ReadonlySet<string>;
}

let shared: SharedStyles | undefined;

export function sharedStyles(): SharedStyles {
  if (shared) return shared;
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AppProvider>
        <SharedComponents />
      </AppProvider>
    </StyleProvider>,
  );
  const blocks = styleBlocks(extractStyle(cache)).filter((block) => block.hash);
  const css = blocks.map((block) => block.css).join('\n');
  const name = createHash('sha256').update(css).digest('hex').slice(0, 16);
  shared = {
    href: `${SHARED_STYLES_PATH}antd-${name}.css`,
    css,
    hashes: new Set(blocks.map((block) => block.hash!)),
  };
  return shared;
}

/**
 * The head of a page's document: the shared sheet, then the styles the page drew beyond it, in the
 * order antd wrote them.
 */
export function firstScreenHead(extracted: string): string {
  const { href, hashes } = sharedStyles();
  const own = styleBlocks(extracted)
    .filter((block) => !block.hash || !hashes.has(block.hash))
    .map((block) => block.tag)
    .join('');
  return `<link rel="stylesheet" href="${href}">${own}`;
}
