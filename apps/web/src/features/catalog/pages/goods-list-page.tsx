import { Pagination, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { usePhoneLayout } from '../../../lib/phone-layout';
import { useRouteMeta } from '../../../lib/route-meta';
import { useCommonConfig } from '../../../lib/common-config';
import { useGoodsFilters } from '../api/get-goods-filters';
import { useGoodsList } from '../api/get-goods-list';
import { listTrail } from '../breadcrumb-trail';
import { Breadcrumb } from '../components/breadcrumb';
import { FilterBar } from '../components/filter-bar';
import { GoodsCard } from '../components/goods-card';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-states';
import { ListToolbar } from '../components/list-toolbar';
import { PhoneFilterSheet } from '../components/phone-filter-sheet';
import { useListUrl } from '../hooks/use-list-url';
import {
  LIST_PAGE_SIZE,
  chosenFilterCount,
  clearedState,
  hasUserFilters,
  listHref,
  nextSort,
  toFiltersParams,
  toListParams,
} from '../list-url';
import '../catalog.css';

// The table and what antd's Table brings (menus, trees, dropdowns) are a third of the list's code, and
// only the table mode, never the first screen, shows it.
const GoodsTable = lazy(() =>
  import('../components/goods-table').then((module) => ({ default: module.GoodsTable })),
);

/** The cards on screen as the list opens: a phone's first two, a desktop's first row. */
const FIRST_IN_VIEW = 4;

/** /list, /search, /yx and /zyyp, as a grid (list_index) or a table (list_table). */
export function GoodsListPage() {
  const navigate = useNavigate();
  const { base, mode: urlMode, state, hrefFor, go } = useListUrl();
  // A phone shows cards only: the table's columns do not fit its width. The server's first screen
  // (layout unknown) draws the filters both ways, and the CSS shows one.
  const layout = usePhoneLayout();
  const phone = layout === true;
  const mode = phone ? 'grid' : urlMode;
  const { keep } = useRouteMeta();
  const list = useGoodsList(toListParams(state), keep);
  const facets = useGoodsFilters(toFiltersParams(state));
  const common = useCommonConfig();
  const clearHref = listHref(base, mode, clearedState(base));

  const renderResults = () => {
    if (list.isPending) return <ListSkeleton mode={mode} />;
    if (list.isError)
      return (
        <ListError
          message={(isApiError(list.error) && list.error.msg) || '请稍后再试'}
          onRetry={() => void list.refetch()}
        />
      );
    if (list.data.list.length === 0) return <ListEmpty clearHref={clearHref} />;
    return (
      <Spin spinning={list.isPlaceholderData} delay={200}>
        {mode === 'table' ? (
          <Suspense fallback={<ListSkeleton mode="table" />}>
            <GoodsTable list={list.data.list} />
          </Suspense>
        ) : (
          <div className="yc-goods-grid">
            {list.data.list.map((goods, index) => (
              <GoodsCard key={goods.id} goods={goods} firstInView={index < FIRST_IN_VIEW} />
            ))}
          </div>
        )}
        <Pagination
          className="yc-list-pagination"
          current={state.page}
          pageSize={LIST_PAGE_SIZE}
          total={list.data.total}
          showSizeChanger={false}
          showQuickJumper
          showTotal={(total, [from, to]) => `第 ${from}-${to} 件，共 ${total} 件`}
          onChange={(page) => go({ page })}
        />
      </Spin>
    );
  };

  const filters = (
    <FilterBar
      state={state}
      hrefFor={hrefFor}
      go={go}
      clearHref={clearHref}
      hasFilters={hasUserFilters(base, state)}
      common={common.data}
      facets={facets.data}
    />
  );

  return (
    <div className="yc-container yc-goods-list-page">
      <Breadcrumb trail={listTrail(base, state, common.data)} />
      {phone ? null : filters}
      <ListToolbar
        state={state}
        mode={mode}
        total={list.data?.total}
        onSort={(sort) => go(nextSort(state, sort))}
        onMode={phone ? undefined : (nextMode) => void navigate(hrefFor({ page: state.page }, nextMode))}
        filters={
          layout === false ? null : (
            <PhoneFilterSheet chosen={chosenFilterCount(base, state)}>{filters}</PhoneFilterSheet>
          )
        }
      />
      {renderResults()}
    </div>
  );
}
