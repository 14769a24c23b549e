import { useEffect } from 'react';
import { startLoading } from '../../modules/booking/loading';
import { PrerenderedMain } from './prerendered-main';

/** Suspense fallback of a lazy page: the loading overlay appears if the chunk takes over 1 s. */
export function PageFallback() {
  useEffect(() => startLoading(), []);
  return <PrerenderedMain />;
}
