import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Upload } from 'antd';
import { useState } from 'react';
import { IMAGE_BYTES_MAX } from '@yaocai/domain/contracts/admin-files';
import { isApiError } from '../lib/api-client';
import { message } from '../lib/feedback';
import { IMAGE_ACCEPT, IMAGE_TOO_LARGE, uploadPicture } from '../lib/upload-picture';
import './picture-list.css';

interface PictureListProps {
  /** The pictures' addresses (a Form.Item gives value and onChange). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** What the pictures are of, for their alternative text. */
  name: string;
  purpose: 'licence' | 'feedback';
  max: number;
  /** What one picture is called on the page: 扫描件, 图片. */
  label?: string;
}

/** A buyer's pictures for a form: each shown small, removable, and more uploaded up to `max`. */
export function PictureList({ value = [], onChange, name, purpose, max, label = '图片' }: PictureListProps) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    if (file.size > IMAGE_BYTES_MAX) return void message.error(IMAGE_TOO_LARGE);
    setUploading(true);
    try {
      const stored = await uploadPicture(file, purpose);
      onChange?.([...value, stored.url]);
    } catch (error) {
      if (isApiError(error) && error.kind === 'canceled') return;
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="yc-pictures">
      {value.map((url, index) => (
        <div key={url} className="yc-picture">
          <Image src={url} alt={`${name}${label}${index + 1}`} width={96} height={72} />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`删除${label}${index + 1}`}
            onClick={() => onChange?.(value.filter((kept) => kept !== url))}
          />
        </div>
      ))}
      {value.length < max && (
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            上传{label}
          </Button>
        </Upload>
      )}
    </div>
  );
}
