import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Upload } from 'antd';
import { useState } from 'react';
import { IMAGE_BYTES_MAX } from '@yaocai/domain/contracts/admin-files';
import { LICENCE_SCANS_MAX } from '@yaocai/domain/contracts/licences';
import { isApiError } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { IMAGE_ACCEPT, TOO_LARGE, uploadScan } from '../api/qualifications';

interface ScanListProps {
  /** The scans' addresses (a Form.Item gives value and onChange). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** What the scans are of, for their alternative text. */
  name: string;
}

/** The scans of a licence: each shown small, removable, and more uploaded up to the limit. */
export function ScanList({ value = [], onChange, name }: ScanListProps) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    if (file.size > IMAGE_BYTES_MAX) return void message.error(TOO_LARGE);
    setUploading(true);
    try {
      const stored = await uploadScan(file);
      onChange?.([...value, stored.url]);
    } catch (error) {
      if (isApiError(error) && error.kind === 'canceled') return;
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="yc-scans">
      {value.map((url, index) => (
        <div key={url} className="yc-scan">
          <Image src={url} alt={`${name}扫描件${index + 1}`} width={96} height={72} />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`删除扫描件${index + 1}`}
            onClick={() => onChange?.(value.filter((kept) => kept !== url))}
          />
        </div>
      ))}
      {value.length < LICENCE_SCANS_MAX && (
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            上传扫描件
          </Button>
        </Upload>
      )}
    </div>
  );
}
