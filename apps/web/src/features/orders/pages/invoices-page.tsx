import { RequireSignIn } from '../../../components/require-sign-in';
import { useInvoices } from '../api/get-invoices';
import { InvoiceFilterBar } from '../components/invoice-filter-bar';
import { InvoicesTable } from '../components/invoices-table';
import { LoadError, LoadingBlock } from '../components/list-states';
import { useInvoiceListUrl } from '../hooks/use-invoice-list-url';
import { filtersKey, toInvoiceParams } from '../invoice-list-url';
import '../orders.css';

function InvoicesView() {
  const { filters, go } = useInvoiceListUrl();
  const invoices = useInvoices(toInvoiceParams(filters));

  const renderResults = () => {
    if (invoices.isPending) return <LoadingBlock label="电子发票加载中" />;
    if (invoices.isError)
      return (
        <LoadError title="电子发票加载失败" error={invoices.error} onRetry={() => void invoices.refetch()} />
      );
    return (
      <InvoicesTable
        invoices={invoices.data}
        page={filters.page}
        loading={invoices.isPlaceholderData}
        onPage={(page) => go({ page })}
      />
    );
  };

  return (
    <>
      <InvoiceFilterBar key={filtersKey(filters)} filters={filters} onApply={go} />
      {renderResults()}
    </>
  );
}

export function InvoicesPage() {
  return (
    <div className="yc-container yc-orders">
      <h1 className="yc-orders-title">电子发票查询</h1>
      <RequireSignIn>
        <InvoicesView />
      </RequireSignIn>
    </div>
  );
}
