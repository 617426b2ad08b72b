import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { messagesFor } from '../../shared/i18n/catalogue';
import { shellMessages } from './messages';
import { SideMenuLink } from './SideMenuLink';

const renderLink = (collapsed: boolean) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="en" messages={messagesFor('en', { shell: shellMessages })}>
        <MemoryRouter>
          <SideMenuLink item={{ id: 'plans', labelId: 'menu_maintenance_plans', icon: 'calendar', path: '/maintenanceplans' }} collapsed={collapsed} depth={0} />
        </MemoryRouter>
      </IntlProvider>
    </ChakraProvider>,
  );

describe('a side menu link', () => {
  it('carries its whole name as a tooltip, open or collapsed, where the menu is too narrow for it', () => {
    renderLink(false);
    expect(screen.getByRole('link', { name: 'Maintenance plans' }).getAttribute('title')).toBe('Maintenance plans');
  });

  it('is named by its tooltip and label when collapsed to its icon', () => {
    renderLink(true);
    expect(screen.getByRole('link', { name: 'Maintenance plans' }).getAttribute('title')).toBe('Maintenance plans');
  });
});
