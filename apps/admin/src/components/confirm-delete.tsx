import { Button, Popconfirm } from 'antd';

interface ConfirmDeleteProps {
  /** The question asked before anything is deleted. */
  question: string;
  onConfirm: () => Promise<unknown>;
}

/** A table row's 删除 link, which asks first; the dialog stays busy until the deletion is answered. */
export function ConfirmDelete({ question, onConfirm }: ConfirmDeleteProps) {
  return (
    <Popconfirm title={question} okText="删除" okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <Button type="link" size="small" danger>
        删除
      </Button>
    </Popconfirm>
  );
}
