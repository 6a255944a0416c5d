import { Input, Radio } from 'antd';
import { INVOICE_TYPE, INVOICE_TYPE_LABEL, type InvoiceType } from '@yaocai/domain/contracts/invoice';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CheckoutSection } from './checkout-section';

export interface InvoiceChoice {
  type: InvoiceType;
  /** Only plain invoices carry it; special ones use the buyer's tax details on file. */
  title: string;
}

const INVOICE_TITLE_MAX = 100;

interface InvoiceSectionProps {
  types: InvoiceType[];
  value: InvoiceChoice;
  onChange: (change: Partial<InvoiceChoice>) => void;
}

/** 发票: the invoice types this buyer may ask for, and the title of a plain invoice. */
export function InvoiceSection({ types, value, onChange }: InvoiceSectionProps) {
  return (
    <CheckoutSection title="发票">
      <Radio.Group
        name="invoice_type"
        className="yc-checkout-choices is-inline"
        value={value.type}
        onChange={(event) => onChange({ type: event.target.value as InvoiceType })}
        options={types.map((type) => ({ value: type, label: INVOICE_TYPE_LABEL[type] }))}
      />
      {value.type === INVOICE_TYPE.plain && (
        <label className="yc-checkout-invoice-title">
          <span>发票抬头</span>
          <Input
            value={value.title}
            maxLength={INVOICE_TITLE_MAX}
            placeholder="请填写发票抬头"
            status={value.title.trim() === '' ? 'error' : undefined}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </label>
      )}
      {value.type === INVOICE_TYPE.special && (
        <p className="yc-checkout-muted">将按您登记的企业开票信息开具增值税专用发票</p>
      )}
      {!types.includes(INVOICE_TYPE.special) && (
        <p className="yc-checkout-muted">
          如需增值税专用发票，请先在<Link to={paths.accountSettings.getHref()}>账户设置</Link>中填写开票信息
        </p>
      )}
    </CheckoutSection>
  );
}
