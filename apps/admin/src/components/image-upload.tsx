import type { ReactNode } from 'react';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImagePurpose } from '@yaocai/domain/contracts/admin-files';
import { IMAGE_ACCEPT, useImageUpload } from '../lib/upload-image';

interface ImageUploadProps {
  /** The picture's address (a Form.Item gives value and onChange). */
  value?: string;
  onChange?: (url: string) => void;
  purpose: ImagePurpose;
  /** What the picture is of, for its alternative text. */
  alt: string;
  /** Instead of clearing the value, when the picture is one of a list (its row goes). */
  onCleared?: () => void;
  /** Shown while there is no picture. */
  placeholder?: ReactNode;
}

/** A picture field: shows the current picture, uploads a new one, or clears it. */
export function ImageUpload({
  value,
  onChange,
  purpose,
  alt,
  onCleared,
  placeholder = '未上传',
}: ImageUploadProps) {
  const { uploading, upload } = useImageUpload(purpose, (image) => onChange?.(image.url));

  return (
    <Flex gap={12} align="center">
      {value ? (
        <Image src={value} alt={alt} width={120} height={68} style={{ objectFit: 'cover' }} />
      ) : (
        placeholder && <Typography.Text type="secondary">{placeholder}</Typography.Text>
      )}
      <Upload
        accept={IMAGE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
      {value && (
        <Button
          icon={<DeleteOutlined />}
          onClick={() => (onCleared ? onCleared() : onChange?.(''))}
          aria-label="清除图片"
        />
      )}
    </Flex>
  );
}
