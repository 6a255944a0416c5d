import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Upload } from 'antd';
import { useState } from 'react';
import { IMAGE_BYTES_MAX, type StoredImageWire } from '@yaocai/domain/contracts/admin-files';
import { apiPaths } from '../config/paths';
import { api, isApiError } from '../lib/api-client';
import { message } from '../lib/feedback';
import './picture-list.css';

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const TOO_LARGE = `图片不能超过 ${IMAGE_BYTES_MAX / 1024 / 1024} MB`;

/** Sends a picture; the server checks it by its content, shrinks it and stores it. */
function uploadPicture(file: Blob, purpose: 'licence' | 'feedback'): Promise<StoredImageWire> {
  const form = new FormData();
  form.append('file', file);
  return api.post<StoredImageWire>(apiPaths.user.upload, form, { params: { purpose }, timeout: 60_000 });
}

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
    if (file.size > IMAGE_BYTES_MAX) return void message.error(TOO_LARGE);
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
