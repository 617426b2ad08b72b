import { defineMessages } from '../i18n/defineMessages';

/** Names of the device statuses and efficiency parts (`status_{status}`), for every kanban and chart. */
export const statusMessages = defineMessages({
  status_Running: { en: 'Running', zh: '运行' },
  status_Idle: { en: 'Idle', zh: '空闲' },
  status_Estop: { en: 'Emergency stop', zh: '急停' },
  status_Offline: { en: 'Offline', zh: '离线' },
  status_RemainingTime: { en: 'Remaining', zh: '剩余' },
});
