import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { DashboardComponent, DashboardContent } from '@contract/dashboards';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { createApolloClient } from '../../../app/apolloClient';
import { APP_MESSAGES } from '../../../app/catalogue';
import { messagesFor } from '../../../shared/i18n/catalogue';
import { sessionStore } from '../../../shared/session/sessionStore';
import { AppToaster } from '../../../shared/toast/AppToaster';
import { toaster } from '../../../shared/toast/toaster';
import { Designer } from './Designer';

const text = (id: string, left: number, top: number, extra: Partial<DashboardComponent> = {}): DashboardComponent => ({
  id,
  component: 'VText',
  label: id,
  propValue: id,
  style: { left, top, width: 100, height: 30, rotate: 0, opacity: 1 },
  animations: [],
  events: {},
  isLock: false,
  ...extra,
});

function renderDesigner(content: DashboardContent, onSave = jest.fn(async () => true)) {
  const client = createApolloClient(sessionStore, new ScriptedLink({}));
  const captureCover = jest.fn(async () => 'data:image/jpeg;base64,AAAA');
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="zh-CN" messages={messagesFor('zh-CN', APP_MESSAGES)}>
        <ChakraProvider value={defaultSystem}>
          <Designer initialContent={content} onSave={onSave} onView={jest.fn()} captureCover={captureCover} />
          <AppToaster />
        </ChakraProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
  return { onSave, captureCover };
}

const content: DashboardContent = { canvasStyle: { width: 1920, height: 1080, scale: 100, theme: 'dark' }, componentData: [text('a', 10, 10), text('b', 300, 10, { isLock: true })] };
const toolbarButton = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  act(() => toaster.remove());
});

describe('Designer screen', () => {
  test('draws every component; the toolbar follows the enable rules', () => {
    renderDesigner(content);
    expect(screen.getAllByTestId('dd-item')).toHaveLength(2);
    expect((toolbarButton('撤消') as HTMLButtonElement).disabled).toBe(true);
    expect((toolbarButton('重做') as HTMLButtonElement).disabled).toBe(true);
    expect((toolbarButton('组合') as HTMLButtonElement).disabled).toBe(true);
    expect((toolbarButton('拆分') as HTMLButtonElement).disabled).toBe(true);
    expect((toolbarButton('对齐方式') as HTMLButtonElement).disabled).toBe(true);
    expect((toolbarButton('清空画布') as HTMLButtonElement).disabled).toBe(false);
    // No selection: the canvas properties, width and height editable only for custom.
    expect(screen.getByText('画布属性')).toBeTruthy();
    expect((screen.getByTestId('dd-canvas-width') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('dd-page-size'), { target: { value: 'custom' } });
    expect((screen.getByTestId('dd-canvas-width') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByTestId('dd-canvas-width'), { target: { value: '100' } });
    fireEvent.blur(screen.getByTestId('dd-canvas-width'));
    expect((screen.getByTestId('dd-canvas-width') as HTMLInputElement).value).toBe('800');
  });

  test('Ctrl+C without a selection says 请选择组件', async () => {
    renderDesigner(content);
    fireEvent.keyDown(window, { key: 'c', ctrlKey: true });
    expect(await screen.findByText('请选择组件')).toBeTruthy();
  });

  test('the right-click menu: on empty canvas only 粘贴; on a component the nine entries; on a locked one only 解锁', () => {
    renderDesigner(content);
    const canvas = screen.getByTestId('dd-canvas');
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, right: 1920, bottom: 1080, width: 1920, height: 1080, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.contextMenu(canvas, { clientX: 900, clientY: 900 });
    expect(within(screen.getByTestId('dd-context-menu')).getAllByRole('menuitem').map((b) => b.textContent)).toEqual(['粘贴']);
    fireEvent.keyDown(window, { key: 'Escape' });
    const [a, b] = screen.getAllByTestId('dd-item');
    fireEvent.contextMenu(a!.querySelector('.dd-item-body')!, { clientX: 20, clientY: 20 });
    expect(within(screen.getByTestId('dd-context-menu')).getAllByRole('menuitem').map((x) => x.textContent)).toEqual(['复制', '粘贴', '剪切', '删除', '锁定', '置顶', '置底', '上移', '下移']);
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.contextMenu(b!.querySelector('.dd-item-body')!, { clientX: 320, clientY: 20 });
    expect(within(screen.getByTestId('dd-context-menu')).getAllByRole('menuitem').map((x) => x.textContent)).toEqual(['解锁']);
  });

  test('a selected unlocked component shows 属性 and 动画 (no 数据 for a text); undo after a nudge', () => {
    renderDesigner(content);
    fireEvent.mouseDown(screen.getAllByTestId('dd-item')[0]!);
    expect(screen.getByRole('tab', { name: '属性' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '动画' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '数据' })).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowRight', shiftKey: true });
    expect(screen.getAllByTestId('dd-item')[0]!.getAttribute('data-left')).toBe('20');
    expect((toolbarButton('撤消') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(toolbarButton('撤消'));
    expect(screen.getAllByTestId('dd-item')[0]!.getAttribute('data-left')).toBe('10');
    // Undo reselected the same component: its tabs are still there.
    expect(screen.getByRole('tab', { name: '属性' })).toBeTruthy();
  });

  test('保存 captures the cover, saves the content and says 保存成功', async () => {
    const { onSave, captureCover } = renderDesigner(content);
    fireEvent.click(toolbarButton('保存'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(captureCover).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ canvasStyle: content.canvasStyle, componentData: content.componentData }, { cover: 'data:image/jpeg;base64,AAAA', auto: false });
  });

  test('click-to-add puts a library component on the canvas, selected', () => {
    renderDesigner(content);
    fireEvent.click(screen.getByTestId('dd-library-AndonCard'));
    const items = screen.getAllByTestId('dd-item');
    expect(items).toHaveLength(3);
    expect(items[2]!.getAttribute('data-type')).toBe('AndonCard');
    expect(items[2]!.getAttribute('data-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '数据' })).toBeTruthy();
  });
});
