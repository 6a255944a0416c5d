import { useState } from 'react';
import { Alert, Flex, Spin, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import {
  GOODS_SHEET,
  IMPORT_ROWS_MAX,
  ON_SALE_WORDS,
  type SheetJob,
} from '@yaocai/domain/contracts/admin-jobs';
import { isApiError } from '../../../lib/api-client';
import { useImportGoods } from '../api/import-goods';
import { sheetFileProblem } from '../sheet-jobs';

const refusalOf = (error: unknown) => (isApiError(error) && error.msg ? error.msg : '上传失败，请稍后重试');

function SheetFormat() {
  return (
    <Typography>
      <Typography.Paragraph>表格第1行为表头，按列名读取：</Typography.Paragraph>
      <ul>
        <li>
          <Typography.Text code>{GOODS_SHEET.id}</Typography.Text>（必填）：要修改的商品
        </li>
        <li>
          <Typography.Text code>{GOODS_SHEET.price}</Typography.Text>：最多两位小数
        </li>
        <li>
          <Typography.Text code>{GOODS_SHEET.onSale}</Typography.Text>：填“{ON_SALE_WORDS.yes}”或“
          {ON_SALE_WORDS.no}”
        </li>
        <li>
          <Typography.Text code>{GOODS_SHEET.stockPrefix}仓库名</Typography.Text>：该仓库的库存，如“
          {GOODS_SHEET.stockPrefix}广州仓”
        </li>
      </ul>
      <Typography.Paragraph type="secondary">
        其他列不会读取；留空的单元格不修改。最简单的做法：先在商品管理中导出，修改价格或库存后再导入该文件。
      </Typography.Paragraph>
    </Typography>
  );
}

/** Step 1: an .xlsx goods sheet, checked in the browser first, then read and checked by the server. */
export function SheetUpload({ onPreviewed }: { onPreviewed: (job: SheetJob) => void }) {
  const upload = useImportGoods();
  const [problem, setProblem] = useState<string | null>(null);
  const send = (file: File) => {
    const refused = sheetFileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, { onSuccess: onPreviewed, onError: (error) => setProblem(refusalOf(error)) });
  };
  return (
    <Flex vertical gap={16}>
      {problem && <Alert type="error" showIcon title={problem} />}
      <Spin spinning={upload.isPending} description="正在读取文件…">
        <Upload.Dragger
          name="file"
          // The picker offers .xlsx only; a file dropped is checked here, with a message, not skipped.
          accept={{ format: '.xlsx', filter: 'native' }}
          multiple={false}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            send(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖入 Excel 文件（.xlsx）</p>
          <p className="ant-upload-hint">不超过20MB，最多{IMPORT_ROWS_MAX / 10_000}万行</p>
        </Upload.Dragger>
      </Spin>
      <SheetFormat />
    </Flex>
  );
}
