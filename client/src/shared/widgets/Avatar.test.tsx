import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';
import { avatarInitials } from './avatar';

const renderAvatar = (props: Parameters<typeof Avatar>[0]) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <Avatar {...props} />
    </ChakraProvider>,
  );

describe('Avatar', () => {
  it('shows the picture when a source exists', () => {
    renderAvatar({ name: 'John Smith', src: '/files/john.png' });
    expect(screen.getByRole('img', { name: 'John Smith' }).tagName).toBe('IMG');
  });

  it('falls back to the initials when the picture fails to load', () => {
    renderAvatar({ name: 'Mary-Jane Watson', src: '/files/missing.png' });
    fireEvent.error(screen.getByRole('img', { name: 'Mary-Jane Watson' }));
    const fallback = screen.getByRole('img', { name: 'Mary-Jane Watson' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback.textContent).toBe(avatarInitials('Mary-Jane Watson'));
  });

  it('shows the initials without a source', () => {
    renderAvatar({ name: 'John Smith', src: null });
    expect(screen.getByRole('img', { name: 'John Smith' }).textContent).toBe('JS');
  });
});
