import { useEffect, useRef, useState } from 'react';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

// Packs carry an EAN-13 barcode; 药品追溯码 are printed as Code 128.
const HINTS = new Map<DecodeHintType, unknown>([
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.CODE_128]],
]);

/** Why the camera did not open, in words a buyer can act on. */
export function cameraFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return '没有摄像头权限：请在浏览器设置中允许本站使用摄像头，或手动输入条码';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return '没有找到摄像头，请手动输入条码';
  if (name === 'NotReadableError') return '摄像头正被其他应用使用，请关闭后重试，或手动输入条码';
  return '无法打开摄像头，请手动输入条码';
}

/**
 * The back camera's picture, read until a barcode is found; `onCode` gets it once and the camera is
 * released. Shows why when the camera cannot be used.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const canUseCamera = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  const [cameraError, setCameraError] = useState<string | null>(null);
  const failure = canUseCamera ? cameraError : '当前浏览器不能使用摄像头，请手动输入条码';

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !canUseCamera) return;
    let done = false;
    let controls: IScannerControls | undefined;
    const reader = new BrowserMultiFormatReader(HINTS);
    reader
      .decodeFromConstraints(
        { audio: false, video: { facingMode: 'environment' } },
        video,
        (result, _, own) => {
          if (!result || done) return;
          done = true;
          own.stop();
          onCodeRef.current(result.getText());
        },
      )
      .then(
        (started) => {
          controls = started;
          if (done) started.stop();
        },
        (error: unknown) => {
          if (!done) setCameraError(cameraFailure(error));
        },
      );
    return () => {
      done = true;
      controls?.stop();
    };
  }, [canUseCamera]);

  return (
    <div className="yc-scan-camera">
      {failure ? (
        <p className="yc-scan-camera-failure" role="alert">
          {failure}
        </p>
      ) : (
        <>
          <video ref={videoRef} muted playsInline aria-label="摄像头画面" />
          <div className="yc-scan-frame" aria-hidden />
          <p className="yc-scan-hint">将商品条码或药品追溯码放入框内，即可自动识别</p>
        </>
      )}
    </div>
  );
}
