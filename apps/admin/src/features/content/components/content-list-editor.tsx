import type { ComponentProps } from 'react';
import { ListEditor } from '../../../components/list-editor';
import { contentSource, type ContentListName } from '../api/content-lists';

type ContentListEditorProps<Row extends { id: number }, Values extends object> = Omit<
  ComponentProps<typeof ListEditor<Row, Values>>,
  'source'
> & { name: ContentListName };

/** One of the storefront's content lists (banners, notices, links, …) in the list editor. */
export function ContentListEditor<Row extends { id: number }, Values extends object>({
  name,
  ...props
}: ContentListEditorProps<Row, Values>) {
  return <ListEditor<Row, Values> source={contentSource(name)} {...props} />;
}
