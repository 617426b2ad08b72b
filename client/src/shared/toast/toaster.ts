import { createToaster } from '@chakra-ui/react';

/** Spec: transient toasts last 1500 ms by default. */
export const TOAST_DURATION_MS = 1500;

/** The app's one toaster; <AppToaster/> renders what it holds. */
export const toaster = createToaster({ placement: 'top', duration: TOAST_DURATION_MS, pauseOnPageIdle: true, max: 5 });
