import { useCallback, useState } from 'react';
import { Button, Input, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { SearchBox } from '../../search';
import { findScannedGoods } from '../api/find-scanned-goods';
import { CameraScanner } from '../components/camera-scanner';
import '../scan.css';

type ScanState =
  | { step: 'scanning' }
  | { step: 'looking'; code: string }
  | { step: 'unknown'; code: string; message: string };

/** 扫一扫: a pack's barcode or 药品追溯码, read by the camera or typed, opens its goods page. */
export function ScanPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<ScanState>({ step: 'scanning' });
  const [typed, setTyped] = useState('');

  const look = useCallback(
    async (scanned: string) => {
      const code = scanned.trim();
      if (!code) return;
      setState({ step: 'looking', code });
      try {
        const found = await findScannedGoods(code);
        void navigate(paths.goodsDetail.getHref(found.goods_id), { replace: true });
      } catch (error) {
        const message = isApiError(error) && error.msg ? error.msg : '查找失败，请重试';
        setState({ step: 'unknown', code, message });
      }
    },
    [navigate],
  );

  return (
    <div className="yc-scan-page">
      <h1 className="yc-scan-title">扫一扫</h1>
      {state.step === 'scanning' && <CameraScanner onCode={(code) => void look(code)} />}
      {state.step === 'looking' && (
        <div className="yc-scan-looking" role="status">
          <Spin /> 正在查找条码 {state.code} 的商品…
        </div>
      )}
      {state.step === 'unknown' && (
        <Result
          status="warning"
          title={state.message}
          subTitle="可以按商品名称、厂家或拼音首字母搜索"
          extra={
            <div className="yc-scan-unknown">
              <SearchBox variant="phone" />
              <Button size="large" onClick={() => setState({ step: 'scanning' })}>
                重新扫描
              </Button>
            </div>
          }
        />
      )}
      <form
        className="yc-scan-typed"
        onSubmit={(event) => {
          event.preventDefault();
          void look(typed);
        }}
      >
        <label htmlFor="yc-scan-code">手动输入条码</label>
        <div className="yc-scan-typed-row">
          <Input
            id="yc-scan-code"
            size="large"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            placeholder="13位商品条码或20位药品追溯码"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button size="large" type="primary" htmlType="submit" disabled={!typed.trim()}>
            查找
          </Button>
        </div>
      </form>
    </div>
  );
}
