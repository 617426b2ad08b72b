import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { DetailGrid, type DetailItem, isEmptyItem } from './DetailGrid';

const ITEMS: DetailItem[] = [
  { id: 'uuid', label: 'Device UUID', value: 'dev-1' },
  { id: 'model', label: 'Model', value: 'PL-1530 Tube Laser 2 kW' },
  { id: 'maintainer', label: 'Maintainer', value: null },
  { id: 'address', label: 'Address', value: 'No. 1 Keji South Road, Nanshan District, Shenzhen, Guangdong' },
  { id: 'industry', label: 'Industry', chips: ['Laser'] },
];

const renderGrid = (items = ITEMS) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <DetailGrid items={items} label="Device details" emptyText="not set" testId="grid" />
    </ChakraProvider>,
  );

describe('DetailGrid', () => {
  it('shows each label with its value as a description list', () => {
    renderGrid();
    const grid = screen.getByLabelText('Device details');
    expect(grid.tagName).toBe('DL');
    expect([...grid.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Device UUID', 'Model', 'Maintainer', 'Address', 'Industry']);
    expect(screen.getByTestId('detail-model').tagName).toBe('DD');
    expect(screen.getByTestId('detail-model').textContent).toBe('PL-1530 Tube Laser 2 kW');
  });

  it('shows tag-like values as chips', () => {
    renderGrid();
    const chips = within(screen.getByTestId('detail-industry')).getAllByTestId('detail-chip');
    expect(chips.map((c) => c.textContent)).toEqual(['Laser']);
    expect(within(screen.getByTestId('detail-model')).queryByTestId('detail-chip')).toBeNull();
  });

  it('says so for a value that is not set', () => {
    renderGrid();
    expect(screen.getByTestId('detail-maintainer').textContent).toBe('not set');
    expect(screen.getByTestId('detail-maintainer').getAttribute('title')).toBeNull();
  });

  it('keeps the full text of a long value in its title', () => {
    renderGrid();
    expect(screen.getByTestId('detail-address').getAttribute('title')).toBe('No. 1 Keji South Road, Nanshan District, Shenzhen, Guangdong');
  });

  it('is read-only: it holds nothing that takes keyboard focus, so Tab goes straight past it', () => {
    renderGrid();
    expect(screen.getByTestId('grid').querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(0);
  });
});

describe('isEmptyItem', () => {
  it('counts blank text and no chips as empty, but not 0 or a chip', () => {
    expect(isEmptyItem({ id: 'a', label: 'A', value: '  ' })).toBe(true);
    expect(isEmptyItem({ id: 'a', label: 'A', value: undefined, chips: [] })).toBe(true);
    expect(isEmptyItem({ id: 'a', label: 'A', value: 0 })).toBe(false);
    expect(isEmptyItem({ id: 'a', label: 'A', chips: ['Laser'] })).toBe(false);
  });
});
