import { Flex, Form } from 'antd';
import type { FormListProps } from 'antd/es/form';
import type { ImagePurpose } from '@yaocai/domain/contracts/admin-files';
import { ImageUpload } from './image-upload';

interface ImageListFieldProps {
  /** The form's list of picture addresses. */
  name: string;
  purpose: ImagePurpose;
  max: number;
  /** Alternative text of the picture at a position (0-based). */
  altOf: (index: number) => string;
  rules?: FormListProps['rules'];
}

/** Several pictures: each shown with 更换/清除 (clearing removes it), and one more uploaded up to `max`. */
export function ImageListField({ name, purpose, max, altOf, rules }: ImageListFieldProps) {
  return (
    <Form.List name={name} rules={rules}>
      {(pictures, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          {pictures.map((picture, index) => (
            <Form.Item key={picture.key} name={picture.name} noStyle>
              <ImageUpload purpose={purpose} alt={altOf(index)} onCleared={() => remove(picture.name)} />
            </Form.Item>
          ))}
          {pictures.length < max && (
            <ImageUpload
              purpose={purpose}
              alt="新图片"
              placeholder={null}
              onChange={(url) => url && add(url)}
            />
          )}
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
