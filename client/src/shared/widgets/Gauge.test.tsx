import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { Gauge, type GaugeProps } from './Gauge';
import { CUTTING_SPEED_SCALE } from './gauge';

const renderGauge = (props: GaugeProps) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <Gauge {...props} />
    </ChakraProvider>,
  );

describe('Gauge', () => {
  it('shows a live value as a meter with its needle and the 0-100 scale in 5 splits', () => {
    const { getByTestId } = renderGauge({ label: 'Duty cycle', value: 83.5, status: 'Running', unit: '%', testId: 'gauge-DutyCycle' });
    const meter = screen.getByRole('meter', { name: 'Duty cycle' });
    expect(meter.getAttribute('aria-valuenow')).toBe('83.5');
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('100');
    expect(meter.getAttribute('aria-valuetext')).toBe('83.5 %');
    expect(getByTestId('gauge-needle')).toBeTruthy();
    expect(getByTestId('gauge-text').textContent).toBe('83.5 %');
    expect([...meter.querySelectorAll('text')].map((t) => t.textContent).slice(0, 6)).toEqual(['0', '20', '40', '60', '80', '100']);
  });

  it('uses the cutting-speed scale 0-120 in 6 splits and pins a reading above it at the maximum', () => {
    const { getByTestId } = renderGauge({ label: 'Cutting speed', value: 150, status: 'Running', unit: 'm/min', scale: CUTTING_SPEED_SCALE, testId: 'g' });
    const meter = screen.getByRole('meter', { name: 'Cutting speed' });
    expect(meter.getAttribute('aria-valuemax')).toBe('120');
    expect(meter.getAttribute('aria-valuenow')).toBe('120');
    // The real reading is still what the text says.
    expect(meter.getAttribute('aria-valuetext')).toBe('150 m/min');
    expect(getByTestId('g').dataset.clamped).toBe('true');
    expect([...meter.querySelectorAll('text')].map((t) => t.textContent).slice(0, 7)).toEqual(['0', '20', '40', '60', '80', '100', '120']);
  });

  it('shows -- and no needle while the device is Offline', () => {
    const { getByTestId, queryByTestId } = renderGauge({ label: 'Duty cycle', value: 83.5, status: 'Offline', unit: '%', testId: 'g' });
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByRole('img', { name: 'Duty cycle: --' })).toBeTruthy();
    expect(queryByTestId('gauge-needle')).toBeNull();
    expect(getByTestId('g').dataset.value).toBe('--');
    expect(getByTestId('g').dataset.needle).toBe('false');
  });

  it('shows -- and no needle before the device published the value', () => {
    const { queryByTestId, getByTestId } = renderGauge({ label: 'Cutting speed', value: undefined, status: 'Running', unit: 'm/min', testId: 'g' });
    expect(queryByTestId('gauge-needle')).toBeNull();
    expect(getByTestId('g').dataset.value).toBe('--');
    // No unit after --.
    expect(getByTestId('gauge-text').textContent).toBe('--');
  });
});
