import type { DashboardComponent } from '@contract/dashboards';
import { exportComponents, parseDashboardContent, parseImportedComponents, serializeContent } from './contentIO';

const text: DashboardComponent = { id: 'a', component: 'VText', label: 'a', propValue: 'x', style: { left: 1, top: 2, width: 3, height: 4, rotate: 0, opacity: 1 }, animations: [], events: {}, isLock: false };

describe('stored content', () => {
  test('empty text is a new dashboard with the default canvas', () => {
    expect(parseDashboardContent('')).toEqual({ content: { canvasStyle: { width: 1920, height: 1080, scale: 100, theme: 'dark' }, componentData: [] } });
  });
  test('round trip', () => {
    const content = { canvasStyle: { width: 800, height: 600, scale: 50, theme: 'light' as const }, componentData: [text] };
    expect(parseDashboardContent(serializeContent(content))).toEqual({ content });
  });
  test('broken content is an error, never a half-drawn canvas', () => {
    expect(parseDashboardContent('{oops')).toEqual({ error: 'invalid_json' });
    expect(parseDashboardContent('[1,2]')).toEqual({ error: 'not_content' });
    expect(parseDashboardContent('{"componentData": 5}')).toEqual({ error: 'not_content' });
    expect(parseDashboardContent('{"componentData": [{"id": "a"}]}')).toEqual({ error: 'not_content' });
  });
  test('missing optional fields are filled in', () => {
    const { id, component } = text;
    const r = parseDashboardContent(JSON.stringify({ componentData: [{ id, component, style: { left: 0, top: 0, width: 5, height: 5 } }] }));
    expect('content' in r && r.content.componentData[0]).toMatchObject({ animations: [], events: {}, isLock: false, style: { rotate: 0, opacity: 1 } });
  });
});

describe('JSON import and export', () => {
  test('invalid JSON and a non-array are the two errors of the spec', () => {
    expect(parseImportedComponents('not json')).toEqual({ error: 'invalid_json' });
    expect(parseImportedComponents('{"a": 1}')).toEqual({ error: 'not_array' });
    expect(parseImportedComponents('[{"x": 1}]')).toEqual({ error: 'not_content' });
  });
  test('export then import gives the same components', () => {
    expect(parseImportedComponents(exportComponents([text]))).toEqual({ components: [text] });
  });
});
