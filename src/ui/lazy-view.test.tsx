import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyView } from './lazy-view';

afterEach(cleanup);

describe('lazyView', () => {
  it('shows nothing while its code loads, then the view with its props', async () => {
    let arrive: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (arrive = resolve));
    const Greeting = lazyView(async () => {
      await loaded;
      return ({ name }: { name: string }) => <p>Hello {name}</p>;
    });
    const { container } = render(<Greeting name="Zhao" />);
    expect(container).toBeEmptyDOMElement();
    arrive();
    expect(await screen.findByText('Hello Zhao')).toBeInTheDocument();
  });
});
