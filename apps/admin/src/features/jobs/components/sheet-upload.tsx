import { useState } from 'react';
import { Alert, Flex, Spin, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import {
  GOODS_SHEET,
  IMPORT_ROWS_MAX,
  ON_SALE_WORDS,
  type SheetJob,
} from '@yaocai/domain/contracts/admin-jobs';
import { GOODS_KIND_LABEL } from '@yaocai/domain/contracts/admin-goods';
import { isApiError } from '../../../lib/api-client';
import { useImportGoods } from '../api/import-goods';
import { sheetFileProblem } from '../sheet-jobs';

const NEW_GOODS_COLUMNS = [
  GOODS_SHEET.name,
  GOODS_SHEET.spec,
  GOODS_SHEET.manufacturer,
  GOODS_SHEET.kind,
  GOODS_SHEET.businessScope,
  GOODS_SHEET.unit,
];

const refusalOf = (error: unknown) => (isApiError(error) && error.msg ? error.msg : '上传失败，请稍后重试');

function SheetFormat() {
  return (
    <Typography>
      <Typography.Paragraph>表格第1行为表头，按列名读取：</Typography.Paragraph>
      <ul>
        <li>
          <Typography.Text code>{GOODS_SHEET.id}</Typography.Text>
          （必有此列）：要修改的商品；留空则新增一个商品
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
      <Typography.Paragraph>
        新增商品（{GOODS_SHEET.id}留空的行）还须填写{' '}
        {NEW_GOODS_COLUMNS.map((name) => (
          <Typography.Text code key={name}>
            {name}
          </Typography.Text>
        ))}
        和 <Typography.Text code>{GOODS_SHEET.price}</Typography.Text>；
        <Typography.Text code>{GOODS_SHEET.kind}</Typography.Text>填
        {Object.values(GOODS_KIND_LABEL).join('、')}之一，
        <Typography.Text code>{GOODS_SHEET.approvalNumber}</Typography.Text>、
        <Typography.Text code>{GOODS_SHEET.packMultiple}</Typography.Text>
        （默认1）可留空；未填上架的新商品不上架。
        <Typography.Text code>{GOODS_SHEET.ephedrine}</Typography.Text>填“{ON_SALE_WORDS.yes}”的新商品须填写
        <Typography.Text code>{GOODS_SHEET.monthlyLimit}</Typography.Text>（每位客户每月最多购买的数量）。
        已有同名、同规格、同厂家的商品时不会重复新增。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        修改已有商品时只读取价格、上架和库存列，其他列不会读取；留空的单元格不修改。最简单的做法：先在商品管理中导出，修改价格或库存后再导入该文件。
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
