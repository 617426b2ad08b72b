import { useEffect, useRef, useState } from 'react';
import type { DeviceStatus } from '@contract/devices';
import { pushPoint } from '../../../shared/kanban/liveValues';

/** One sample a second of the latest value (a gap while Offline), the last 60 kept. */
export function useLiveSeries(value: unknown, status: DeviceStatus): (number | null)[] {
  const latest = useRef({ value, status });
  latest.current = { value, status };
  const [series, setSeries] = useState<(number | null)[]>([]);
  useEffect(() => {
    const timer = window.setInterval(() => setSeries((s) => pushPoint(s, latest.current.value, latest.current.status)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return series;
}
