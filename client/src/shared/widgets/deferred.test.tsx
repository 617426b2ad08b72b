import { act, render, screen } from '@testing-library/react';
import { deferred } from './deferred';

type Props = { name: string };
const Placeholder = ({ name }: Props) => <button aria-disabled="true">placeholder of {name}</button>;
const Control = ({ name }: Props) => <button>control of {name}</button>;

describe('deferred', () => {
  it('shows the placeholder, with the same props, until the control has loaded, then the control', async () => {
    let arrive!: (component: typeof Control) => void;
    const Deferred = deferred(() => new Promise<typeof Control>((resolve) => (arrive = resolve)), Placeholder);
    render(<Deferred name="menu" />);
    expect(screen.getByRole('button').textContent).toBe('placeholder of menu');
    await act(async () => arrive(Control));
    expect(screen.getByRole('button').textContent).toBe('control of menu');
  });

  it('keeps the placeholder when the chunk cannot be loaded: the page goes on without the control', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Deferred = deferred<Props>(() => Promise.reject(new Error('chunk load error')), Placeholder);
    await act(async () => {
      render(<Deferred name="bell" />);
    });
    expect(screen.getByRole('button').textContent).toBe('placeholder of bell');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
