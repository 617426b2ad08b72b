import { defineMessages } from '../../shared/i18n/defineMessages';

/** Texts of the message pages: coming soon, no access, not found. */
export const pageMessages = defineMessages({
  coming_soon_body: { en: 'The “{page}” page is being built and will arrive in a later release.', zh: '“{page}”页面正在建设中，将在后续版本中提供。' },
  forbidden_title: { en: 'No access', zh: '无权访问' },
  forbidden_body: { en: 'Your role ({role}) may not open “{page}”.', zh: '您的角色（{role}）无权打开“{page}”。' },
  notfound_title: { en: 'Page not found', zh: '页面不存在' },
  notfound_body: { en: 'There is no page at {path}.', zh: '不存在路径为 {path} 的页面。' },
});
