import { useEffect, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Button, Divider, Flex, Input, Popover, Tooltip, Upload } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { isShopLink } from '@yaocai/domain/validation/link-url';
import { IMAGE_ACCEPT, useImageUpload } from '../../../lib/upload-image';

interface RichTextEditorProps {
  /** HTML (a Form.Item gives value and onChange). */
  value?: string;
  onChange?: (html: string) => void;
  label: string;
}

/**
 * Rich text for help articles (TipTap): headings, emphasis, lists, links and pictures uploaded to the
 * shop. It writes HTML, which the server sanitises again before storing it.
 */
export function RichTextEditor({ value = '', onChange, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value,
    editorProps: {
      attributes: { 'aria-label': label, class: 'rich-text', role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  // A value set from outside (the article loaded) replaces what the editor shows.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
    }
  }, [editor, value]);

  return (
    <div className="rich-text-editor">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (title: string, active: boolean, run: () => void, icon: React.ReactNode, disabled = false) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
  const heading = (level: 2 | 3, active: boolean) => (
    <Button
      size="small"
      type={active ? 'primary' : 'text'}
      aria-pressed={active}
      onClick={() => chain().toggleHeading({ level }).run()}
    >
      {level === 2 ? '标题' : '小标题'}
    </Button>
  );

  return (
    <Flex wrap gap={4} align="center" className="rich-text-toolbar">
      {tool('加粗', state.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
      {tool('斜体', state.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
      {heading(2, state.h2)}
      {heading(3, state.h3)}
      <Divider orientation="vertical" />
      {tool('项目列表', state.bullets, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
      {tool('编号列表', state.numbers, () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
      <Divider orientation="vertical" />
      <LinkTool editor={editor} active={state.link} />
      <ImageTool editor={editor} />
      <Divider orientation="vertical" />
      {tool('撤销', false, () => chain().undo().run(), <UndoOutlined />, !state.canUndo)}
      {tool('重做', false, () => chain().redo().run(), <RedoOutlined />, !state.canRedo)}
    </Flex>
  );
}

function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const valid = href === '' || isShopLink(href);
  const apply = () => {
    if (!valid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    (href ? chain.setLink({ href }) : chain.unsetLink()).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      trigger="click"
      content={
        <Flex vertical gap={8} style={{ width: 320 }}>
          <Input
            autoFocus
            value={href}
            status={valid ? undefined : 'error'}
            placeholder="/list?keyword=感冒 或 https://…"
            aria-label="链接地址"
            onChange={(event) => setHref(event.target.value.trim())}
            onPressEnter={apply}
          />
          {!valid && <span style={{ color: '#cf1322' }}>链接须以 / 或 http(s):// 开头</span>}
          <Flex justify="end" gap={8}>
            <Button size="small" onClick={() => setOpen(false)}>
              取消
            </Button>
            <Button size="small" type="primary" onClick={apply} disabled={!valid}>
              {href ? '确定' : '去掉链接'}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Tooltip title="链接">
        <Button
          size="small"
          type={active ? 'primary' : 'text'}
          icon={<LinkOutlined />}
          aria-label="链接"
          aria-pressed={active}
        />
      </Tooltip>
    </Popover>
  );
}

function ImageTool({ editor }: { editor: Editor }) {
  const { uploading, upload } = useImageUpload('article', (image, file) =>
    editor
      .chain()
      .focus()
      .setImage({ src: image.url, alt: file.name.replace(/\.[^.]+$/, '') })
      .run(),
  );
  return (
    <Upload
      accept={IMAGE_ACCEPT}
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Tooltip title="插入图片">
        <Button
          size="small"
          type="text"
          icon={<PictureOutlined />}
          aria-label="插入图片"
          loading={uploading}
        />
      </Tooltip>
    </Upload>
  );
}
