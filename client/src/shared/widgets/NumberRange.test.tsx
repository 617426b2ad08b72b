import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalogue';
import type { Locale } from '../i18n/locale';
import { NumberRange } from './NumberRange';
import type { NumberRangeValue } from './numberRange';

function Controlled({
  initial,
  precision,
  onChange,
  onEnter,
}: {
  initial: NumberRangeValue | null;
  precision?: number;
  onChange: (v: NumberRangeValue) => void;
  onEnter?: (v: NumberRangeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <NumberRange
      label="Price"
      value={value}
      precision={precision}
      onEnter={onEnter}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function setup({ initial = null, precision, locale = 'en', onEnter }: { initial?: NumberRangeValue | null; precision?: number; locale?: Locale; onEnter?: (v: NumberRangeValue) => void } = {}) {
  const onChange = jest.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <Controlled initial={initial} precision={precision} onChange={onChange} onEnter={onEnter} />
      </IntlProvider>
    </ChakraProvider>,
  );
  return { onChange };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const typeInto = (input: HTMLInputElement, text: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
};

describe('NumberRange', () => {
  it('is a named pair of plain text inputs with a numeric keyboard: no spinner arrows, no step', () => {
    setup({ precision: 2 });
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
    for (const name of ['Price minimum', 'Price maximum']) {
      expect(field(name).type).toBe('text');
      expect(field(name).inputMode).toBe('decimal');
      expect(field(name).getAttribute('step')).toBeNull();
    }
  });

  it('lets no minus sign in and rounds to the precision when the field is left', () => {
    const { onChange } = setup({ precision: 2 });
    typeInto(field('Price minimum'), '-12.345');
    expect(field('Price minimum').value).toBe('12.345');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field('Price minimum'));
    expect(onChange).toHaveBeenLastCalledWith({ min: 12.35, max: null });
    expect(field('Price minimum').value).toBe('12.35');
  });

  it('keeps min <= max: a minimum above the maximum is held at it', () => {
    const { onChange } = setup({ initial: { min: 1, max: 5 } });
    expect(field('Price maximum').value).toBe('5');
    typeInto(field('Price minimum'), '8');
    fireEvent.blur(field('Price minimum'));
    expect(onChange).toHaveBeenLastCalledWith({ min: 5, max: 5 });
    typeInto(field('Price maximum'), '0');
    fireEvent.blur(field('Price maximum'));
    expect(onChange).toHaveBeenLastCalledWith({ min: 5, max: 5 });
  });

  it('allows an empty end', () => {
    const { onChange } = setup({ initial: { min: 3, max: 9 } });
    typeInto(field('Price minimum'), '');
    fireEvent.blur(field('Price minimum'));
    expect(onChange).toHaveBeenLastCalledWith({ min: null, max: 9 });
    expect(field('Price minimum').value).toBe('');
  });

  it('commits on Enter and hands the committed range on (a header search searches with it)', () => {
    const onEnter = jest.fn();
    const { onChange } = setup({ onEnter });
    typeInto(field('Price maximum'), '42.7');
    fireEvent.keyDown(field('Price maximum'), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ min: null, max: 43 });
    expect(onEnter).toHaveBeenCalledWith({ min: null, max: 43 });
  });

  it('speaks Chinese', () => {
    setup({ locale: 'zh-CN' });
    expect(field('Price最小值')).toBeTruthy();
    expect(field('Price最大值').placeholder).toBe('最大值');
  });
});
