import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { displayOf, useReportError } from './errorDisplay';

/**
 * `useQuery` with its failures handled: every error goes to the common error display (a
 * FORBIDDEN to the nearest no-permission boundary) once, when it arrives; the component
 * still gets `error` to show a failure in place of its data, never as "no data". Components
 * run queries only through this hook (a test checks).
 */
export const useAppQuery = ((query: Parameters<typeof useQuery>[0], options?: Parameters<typeof useQuery>[1]) => {
  const result = useQuery(query, options as never);
  const report = useReportError();
  const display = displayOf(options);
  const { error } = result;
  useEffect(() => {
    if (error) report(error, display);
  }, [error, report, display]);
  return result;
}) as typeof useQuery;
