import { defineMessages } from '../i18n/defineMessages';

/** Names of the device statuses and efficiency parts (`status_{status}`), for every kanban and chart. */
export const statusMessages = defineMessages({
  status_Running: { en: 'Running', zh: '运行' },
  status_Idle: { en: 'Idle', zh: '空闲' },
  status_Estop: { en: 'Emergency stop', zh: '急停' },
  status_Offline: { en: 'Offline', zh: '离线' },
  status_RemainingTime: { en: 'Remaining', zh: '剩余' },
});

/** Texts of the kanban widgets every live screen shares (day timeline, alarm table). */
export const kanbanWidgetMessages = defineMessages({
  kanban_timeline_zone: { en: 'GMT +8', zh: 'GMT +8' },
  kanban_timeline_label: { en: 'Today\'s timeline (GMT +8)', zh: '今日时间线（GMT +8）' },
  detail_alarms_empty: { en: 'No alarms.', zh: '暂无报警。' },
  detail_alarm_time: { en: 'Time', zh: '时间' },
  detail_alarm_text: { en: 'Alarm', zh: '报警内容' },
});
