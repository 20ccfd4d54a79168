import { useEffect, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { codeOfScan, createDetector } from './cameraDetector';

const SCAN_EVERY_MS = 250;

/** The camera's picture, read a few times a second until a code shows; the code is handed on. */
export const CameraScanner = ({ onCode }: { onCode: (code: string) => void }) => {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const start = async () => {
      const detector = await createDetector();
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      const scan = async () => {
        if (stopped || !video.current) return;
        const [found] = await detector.detect(video.current);
        if (found) onCode(codeOfScan(found.rawValue));
        else timer = setTimeout(scan, SCAN_EVERY_MS);
      };
      await scan();
    };
    start().catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);

  if (failed) return <Alert severity="warning">{translate('tracking.camera_unavailable')}</Alert>;
  return (
    <Box component="video" ref={video} muted playsInline aria-label={translate('tracking.camera')} sx={{ width: '100%', maxWidth: 480, borderRadius: 1 }} />
  );
};
