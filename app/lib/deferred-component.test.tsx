import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { deferredComponent, deferredComponentsLoaded } from './deferred-component';

/** Code that arrives a macrotask later, as a chunk read from disk or the network does. */
function slowCode(text: string) {
  const Component = () => <p>{text}</p>;
  return () => new Promise<typeof Component>((resolve) => setTimeout(() => resolve(Component), 20));
}

const page = (Form: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>waiting</p>}>
      <Form />
    </Suspense>,
  );

describe('deferredComponent on the server', () => {
  it('renders a fallback while its code is on the way', () => {
    const Form = deferredComponent(slowCode('the form'));
    expect(page(Form)).toContain('waiting');
  });

  it('renders in place, without suspending, once deferredComponentsLoaded has settled', async () => {
    const Form = deferredComponent(slowCode('the review form'));
    const Other = deferredComponent(slowCode('the comment form'));
    await deferredComponentsLoaded();
    expect(page(Form)).toContain('the review form');
    expect(page(Other)).toContain('the comment form');
    expect(page(Form)).not.toContain('waiting');
  });

  it('settles even when a component fails to load', async () => {
    deferredComponent(() => Promise.reject(new Error('offline')));
    await expect(deferredComponentsLoaded()).resolves.toBeUndefined();
  });
});
