import { createIntl } from 'react-intl';
import { messagesFor } from '../../shared/i18n/catalogue';
import { kanbanMessages } from './messages';
import { industryChip, productDetailItems } from './productDetail';

const en = createIntl({ locale: 'en', messages: messagesFor('en', { kanbans: kanbanMessages }) });
const zh = createIntl({ locale: 'zh-CN', messages: messagesFor('zh-CN', { kanbans: kanbanMessages }) });

const DEVICE = {
  uuid: 'dev-pengcheng-laser-01',
  devalias: 'PengchengTubeLaser',
  product: {
    model: 'PL-1530 Tube Laser 2 kW',
    manufacturingCode: 'JN2024L1530006',
    maintainer: 'Wang Fang',
    industry: 'laser',
    customer: { name: 'Pengcheng Electronics Enclosures', address: 'No. 1 Keji South Road', contactWay: '+86 755 2655 0101', location: '113.9520,22.5405' },
  },
};

describe('productDetailItems', () => {
  it('lists the device, its product archive and its customer, with the industry as a chip', () => {
    const items = productDetailItems(en, DEVICE);
    expect(items.map((i) => [i.label, i.value ?? i.chips])).toEqual([
      ['Device UUID', 'dev-pengcheng-laser-01'],
      ['Alias', 'PengchengTubeLaser'],
      ['Model', 'PL-1530 Tube Laser 2 kW'],
      ['Manufacturing code', 'JN2024L1530006'],
      ['Industry', ['Laser']],
      ['Maintainer', 'Wang Fang'],
      ['Customer', 'Pengcheng Electronics Enclosures'],
      ['Contact', '+86 755 2655 0101'],
      ['Location', '113.9520,22.5405'],
      ['Address', 'No. 1 Keji South Road'],
    ]);
  });

  it('speaks Chinese', () => {
    const items = productDetailItems(zh, DEVICE);
    expect(items.find((i) => i.id === 'industry')?.chips).toEqual(['激光']);
    expect(items.find((i) => i.id === 'maintainer')?.label).toBe('维保人员');
  });

  it('keeps uuid and alias for a device without archive and leaves the rest empty', () => {
    const items = productDetailItems(en, { uuid: 'dev-x', devalias: 'X', product: null });
    expect(items.filter((i) => i.value || i.chips?.length).map((i) => i.id)).toEqual(['uuid', 'alias']);
  });
});

describe('industryChip', () => {
  it('translates known industries and shows an unknown one as published', () => {
    expect(industryChip(en, 'waterjet')).toEqual(['Waterjet']);
    expect(industryChip(zh, 'waterjet')).toEqual(['水刀']);
    expect(industryChip(en, 'plasma')).toEqual(['plasma']);
    expect(industryChip(en, '')).toEqual([]);
  });
});
