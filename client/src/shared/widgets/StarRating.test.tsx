import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue';
import type { Locale } from '../i18n/locale';
import { StarRating } from './StarRating';

function Editable({ initial, onChange }: { initial: number; onChange?: (v: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      label="Service"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const wrap = (ui: React.ReactNode, locale: Locale = 'en') =>
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        {ui}
      </IntlProvider>
    </ChakraProvider>,
  );

const fills = () => screen.getAllByTestId('star').map((s) => s.dataset.fill);

describe('StarRating, read-only', () => {
  it('shows the rating in half stars and names it', () => {
    wrap(<StarRating label="Service" value={3.5} readOnly />);
    expect(screen.getByRole('img', { name: 'Service: 3.5 of 5 stars' })).toBeTruthy();
    expect(fills()).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('rounds to the nearest half star and speaks Chinese', () => {
    wrap(<StarRating label="服务" value={4.3} />, 'zh-CN');
    expect(screen.getByRole('img', { name: '服务: 4.5 / 5 星' })).toBeTruthy();
    expect(fills()).toEqual(['full', 'full', 'full', 'full', 'half']);
  });
});

describe('StarRating, editable', () => {
  it('is a focusable slider that arrow keys move by half a star', () => {
    const changes: number[] = [];
    wrap(<Editable initial={3} onChange={(v) => changes.push(v)} />);
    const slider = screen.getByRole('slider', { name: 'Service' });
    slider.focus();
    expect(document.activeElement).toBe(slider);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('3.5');
    expect(slider.getAttribute('aria-valuetext')).toBe('3.5 of 5 stars');
    expect(fills()).toEqual(['full', 'full', 'full', 'half', 'empty']);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(slider.getAttribute('aria-valuenow')).toBe('2.5');
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'ArrowUp' }); // already at 5: no change reported
    expect(slider.getAttribute('aria-valuenow')).toBe('5');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(changes).toEqual([3.5, 3, 2.5, 5, 0]);
  });

  it('gives x.5 for a click on the left half of a star and the whole star for the right half', () => {
    wrap(<Editable initial={0} />);
    const slider = screen.getByRole('slider', { name: 'Service' });
    fireEvent.click(screen.getByTestId('star-4-left'));
    expect(slider.getAttribute('aria-valuenow')).toBe('3.5');
    fireEvent.click(screen.getByTestId('star-2-right'));
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    fireEvent.click(screen.getByTestId('star-1-left'));
    expect(slider.getAttribute('aria-valuenow')).toBe('0.5');
  });

  it('previews the rating under the pointer without changing it', () => {
    wrap(<Editable initial={1} />);
    fireEvent.pointerEnter(screen.getByTestId('star-5-right'));
    expect(fills()).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('1');
    fireEvent.pointerLeave(screen.getByRole('slider'));
    expect(fills()).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('leaves other keys (Tab) alone', () => {
    const changes: number[] = [];
    wrap(<Editable initial={2} onChange={(v) => changes.push(v)} />);
    const slider = screen.getByRole('slider');
    const tab = fireEvent.keyDown(slider, { key: 'Tab' });
    expect(tab).toBe(true); // not prevented
    expect(changes).toEqual([]);
  });
});
