// antd's styles for the components the first screens share, as stylesheets the browser keeps
// (issue 31): inline in every document, they were half of a goods list's bytes (23 of 46 KB
// compressed) and were read again on every visit. A page's document links the sheets and inlines only
// what it draws beyond them. A sheet is the same in every server process of a build, so any of them
// can answer for it.
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
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
  Tooltip,
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

/**
 * The sheets, each a set of components drawn to collect their styles: what every page draws (the
 * theme's variables, the icons, badges in the header, skeletons, the QR code), then what pages of
 * goods draw beside it (lists, goods pages, activity pages). A page links those it draws from, so the
 * landing does not fetch the goods pages' styles on a first visit.
 */
const SHEETS: { name: string; components: () => ReactNode }[] = [
  {
    name: 'base',
    components: () => (
      <>
        <Badge count={1}>
          <span />
        </Badge>
        <Skeleton loading={false} />
        <QRCode value="-" />
      </>
    ),
  },
  {
    name: 'goods',
    components: () => (
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
        <Tag>标签</Tag>
        <Tag color="red">标签</Tag>
        <Empty />
        <Drawer open={false} />
        {/* Around a card's buttons: drawn closed, it brings its styles and their animations. */}
        <Tooltip title="-">
          <span />
        </Tooltip>
      </>
    ),
  },
];

export interface SharedSheet {
  /** The sheet's address, named by its content. */
  href: string;
  css: string;
  /** The blocks the sheet holds, by hash: a page that links it leaves these out of its document. */
  hashes: ReadonlySet<string>;
}

let shared: SharedSheet[] | undefined;

/** The sheets, each holding only the blocks the ones before it do not. */
export function sharedSheets(): SharedSheet[] {
  if (shared) return shared;
  const held = new Set<string>();
  shared = SHEETS.map(({ name, components }) => {
    const cache = createCache();
    renderToString(
      <StyleProvider cache={cache}>
        <AppProvider>{components()}</AppProvider>
      </StyleProvider>,
    );
    const blocks = styleBlocks(extractStyle(cache)).filter((block) => block.hash && !held.has(block.hash));
    for (const block of blocks) held.add(block.hash!);
    const css = blocks.map((block) => block.css).join('\n');
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
    return {
      href: `${SHARED_STYLES_PATH}antd-${name}-${hash}.css`,
      css,
      hashes: new Set(blocks.map((block) => block.hash!)),
    };
  });
  return shared;
}

/** The style work of every document drawn in this process: antd's styles for a theme and component. */
let drawnStyles = createCache();
/** Entries kept at most before starting afresh: a fixed theme and the shop's components need some hundreds. */
const DRAWN_STYLES_MAX = 5_000;

/**
 * A style cache for one document, to draw it with and extract its styles from. antd makes each
 * component's styles once per cache, which with a new cache per document was 40 % of drawing a goods
 * list: this one reads and writes the entries of every document drawn before, and holds only those
 * this document's drawings touched, so extractStyle writes the styles this document draws, in the
 * order it drew them, as a new cache would.
 */
export function documentStyleCache(): ReturnType<typeof createCache> {
  if (drawnStyles.cache.size > DRAWN_STYLES_MAX) drawnStyles = createCache();
  const shared = drawnStyles;
  const own = createCache();
  own.opGet = (key) => shared.opGet(key);
  own.opUpdate = (key, valueFn) => {
    shared.opUpdate(key, valueFn);
    const value = shared.opGet(key);
    if (value) {
      own.cache.set(key, value);
      own.updateTimes.set(key, shared.updateTimes.get(key)!);
    } else {
      own.cache.delete(key);
      own.updateTimes.delete(key);
    }
  };
  return own;
}

/** antd's record of the styles a document holds (`data-ant-cssinjs-cache-path`, in cssinjs). */
const CACHE_PATH_RECORD = 'data-ant-cssinjs-cache-path';

/**
 * The head of a page's document: the shared sheets it draws from, then the styles it drew beyond
 * them, in the order antd wrote them. antd's record of what the page holds goes in as a plain rule:
 * read from a `<style>` marked as the record, it would make the app in the browser look for each
 * style in a `<style>` of its own, and draw again (and insert, in one long task) all those the sheets
 * hold. As a rule, it tells the app they are all there, as with antd's own extracted stylesheet.
 */
export function firstScreenHead(extracted: string): string {
  const blocks = styleBlocks(extracted);
  const linked = sharedSheets().filter((sheet) =>
    blocks.some((block) => block.hash && sheet.hashes.has(block.hash)),
  );
  const own = blocks
    .filter((block) => !block.hash || !linked.some((sheet) => sheet.hashes.has(block.hash!)))
    .map((block) => (block.tag.includes(CACHE_PATH_RECORD) ? `<style>${block.css}</style>` : block.tag))
    .join('');
  return linked.map((sheet) => `<link rel="stylesheet" href="${sheet.href}">`).join('') + own;
}
