// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { ExpandPanel, useExpandGroup } from './expand-panel';

afterEach(cleanup);

function Faq() {
  return (
    <>
      <Link to="#faq-2">Jump to fees</Link>
      <ExpandPanel id="faq-1" title="How do I book a viewing?">
        <p>
          Use the form on the listing, or <Link to="/contact">contact us</Link>.
        </p>
        <p data-keep-open>Copy this reference: RL-1234</p>
      </ExpandPanel>
      <ExpandPanel id="faq-2" title="Are there any fees?" headingLevel={2}>
        <p>No fees for buyers.</p>
      </ExpandPanel>
      <Outlet />
    </>
  );
}

function renderFaq(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Faq />,
        children: [
          { index: true, element: null },
          { path: 'contact', element: <p>Contact page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function panel(name: string) {
  const button = screen.getByRole('button', { name });
  const region = document.getElementById(button.getAttribute('aria-controls')!)!;
  return { button, region, isOpen: () => button.getAttribute('aria-expanded') === 'true' };
}

describe('ExpandPanel', () => {
  it('renders a heading with a button that controls a labelled region', () => {
    renderFaq();
    const { button, region } = panel('Are there any fees?');
    expect(button.closest('h2')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'How do I book a viewing?' }).closest('h3'),
    ).toBeTruthy();
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-labelledby')).toBe(button.id);
    expect(region.closest('#faq-2')).toBeTruthy();
  });

  it('toggles with the button', () => {
    renderFaq();
    const { button, region, isOpen } = panel('How do I book a viewing?');
    expect(isOpen()).toBe(false);
    // Hidden by a class that a page without JavaScript overrides (docs/product.md#the-shell).
    expect(region.className).toMatch(/(^| )hidden noscript:block( |$)/);
    fireEvent.click(button);
    expect(isOpen()).toBe(true);
    expect(region.className).not.toMatch(/(^| )hidden( |$)/);
    fireEvent.click(button);
    expect(isOpen()).toBe(false);
  });

  it('closes on a click inside the content', () => {
    renderFaq();
    const { button, isOpen } = panel('How do I book a viewing?');
    fireEvent.click(button);
    fireEvent.click(screen.getByText(/Use the form on the listing/));
    expect(isOpen()).toBe(false);
  });

  it('stays open on a click on a link or a [data-keep-open] element inside', async () => {
    renderFaq();
    const { button, isOpen } = panel('How do I book a viewing?');
    fireEvent.click(button);
    fireEvent.click(screen.getByText(/Copy this reference/));
    expect(isOpen()).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'contact us' }));
    });
    expect(screen.getByText('Contact page')).toBeTruthy();
    expect(isOpen()).toBe(true);
  });

  it('opens the panel named by the location hash', () => {
    renderFaq('/#faq-2');
    expect(panel('Are there any fees?').isOpen()).toBe(true);
    expect(panel('How do I book a viewing?').isOpen()).toBe(false);
  });

  it('opens (again) when a #id link is followed', async () => {
    renderFaq();
    const fees = panel('Are there any fees?');
    const jump = screen.getByRole('link', { name: 'Jump to fees' });
    await act(async () => fireEvent.click(jump));
    expect(fees.isOpen()).toBe(true);

    fireEvent.click(fees.button);
    expect(fees.isOpen()).toBe(false);
    await act(async () => fireEvent.click(jump));
    expect(fees.isOpen()).toBe(true);
  });

  it('server-renders closed even when the URL has its hash, unless defaultOpen', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/#faq-1']}>
        <ExpandPanel id="faq-1" title="Closed">
          a
        </ExpandPanel>
        <ExpandPanel id="faq-2" title="Open" defaultOpen>
          b
        </ExpandPanel>
      </MemoryRouter>,
    );
    expect(html).toMatch(/aria-expanded="false" aria-controls="faq-1-content"/);
    expect(html).toMatch(/aria-expanded="true" aria-controls="faq-2-content"/);
  });

  it('keeps one panel open at a time with useExpandGroup', () => {
    function Group() {
      const panelProps = useExpandGroup('a');
      return (
        <>
          <ExpandPanel id="a" title="First" {...panelProps('a')}>
            1
          </ExpandPanel>
          <ExpandPanel id="b" title="Second" {...panelProps('b')}>
            2
          </ExpandPanel>
        </>
      );
    }
    render(
      <MemoryRouter>
        <Group />
      </MemoryRouter>,
    );
    const first = panel('First');
    const second = panel('Second');
    expect([first.isOpen(), second.isOpen()]).toEqual([true, false]);
    fireEvent.click(second.button);
    expect([first.isOpen(), second.isOpen()]).toEqual([false, true]);
    fireEvent.click(second.button);
    expect([first.isOpen(), second.isOpen()]).toEqual([false, false]);
  });
});
