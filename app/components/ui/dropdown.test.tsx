// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DROPDOWN_CLOSE_DELAY_MS, Dropdown, DropdownItem } from './dropdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface LayoutProps {
  closeOnInsideClick?: boolean;
}

function Layout({ closeOnInsideClick }: LayoutProps) {
  return (
    <>
      <button type="button">Outside</button>
      <Dropdown id="menu-pages" label="Pages" closeOnInsideClick={closeOnInsideClick}>
        <DropdownItem to="/blogs">Blogs</DropdownItem>
        <DropdownItem to="/reviews">Reviews</DropdownItem>
        <button type="button">Save</button>
      </Dropdown>
      <Outlet />
    </>
  );
}

function renderMenu({ path = '/', ...props }: LayoutProps & { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout {...props} />,
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'blogs', element: <p>Blogs page</p> },
          { path: 'reviews', element: <p>Reviews page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const button = screen.getByRole('button', { name: 'Pages' });
  const panel = document.getElementById('menu-pages')!;
  // `hidden: true` so items can be inspected while the panel is closed too.
  const item = (name: string) =>
    screen.getByRole(name === 'Save' ? 'button' : 'link', { name, hidden: true });
  return { router, button, panel, item };
}

function expectOpen(button: HTMLElement, panel: HTMLElement, open: boolean) {
  expect(button.getAttribute('aria-expanded')).toBe(String(open));
  // The panel shows while its disclosure is open (the browser hides a closed one's content).
  expect(panel.closest('details')?.open).toBe(open);
}

describe('Dropdown', () => {
  it('server-renders closed with a stable aria-controls', () => {
    const html = renderToString(
      <MemoryRouter>
        <Layout />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('aria-controls="menu-pages"');
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('server-renders its items in a disclosure the browser opens without JavaScript', () => {
    const html = renderToString(
      <MemoryRouter>
        <Layout />
      </MemoryRouter>,
    );
    // A crawler, or a page read without JavaScript, finds every link (docs/product.md#the-shell).
    const menu = html.slice(html.indexOf('<details'), html.indexOf('</details>'));
    expect(menu).toMatch(/^<details[^>]*><summary[^>]*id="menu-pages-button"[^>]*>/);
    expect(menu).toContain('href="/blogs"');
    expect(menu).toContain('href="/reviews"');
  });

  it('takes over a menu the browser opened before the script ran', async () => {
    const page = (
      <MemoryRouter>
        <Layout />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    container.querySelector('details')!.open = true;
    await act(async () => {
      hydrateRoot(container, page);
    });
    const button = screen.getByRole('button', { name: 'Pages' });
    expectOpen(button, document.getElementById('menu-pages')!, true);
    fireEvent.click(button);
    expectOpen(button, document.getElementById('menu-pages')!, false);
    container.remove();
  });

  it('keeps the browser from toggling it behind its back', () => {
    const { button, panel } = renderMenu();
    const details = panel.closest('details')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void button.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(details.open).toBe(true);
  });

  it('toggles on button click and reflects it in aria-expanded', () => {
    const { button, panel } = renderMenu();
    expectOpen(button, panel, false);
    fireEvent.click(button);
    expectOpen(button, panel, true);
    fireEvent.click(button);
    expectOpen(button, panel, false);
  });

  it('closes on a click outside', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expectOpen(button, panel, false);
  });

  it('closes on a click inside and hands focus back to the button', () => {
    const { button, panel, item } = renderMenu();
    fireEvent.click(button);
    item('Save').focus();
    fireEvent.click(item('Save'));
    expectOpen(button, panel, false);
    expect(document.activeElement).toBe(button);
  });

  it('stays open on a click inside when closeOnInsideClick is false', () => {
    const { button, panel, item } = renderMenu({ closeOnInsideClick: false });
    fireEvent.click(button);
    fireEvent.click(item('Save'));
    expectOpen(button, panel, true);
  });

  it('closes on Escape and restores focus to the button', () => {
    const { button, panel, item } = renderMenu();
    fireEvent.click(button);
    item('Reviews').focus();
    fireEvent.keyDown(item('Reviews'), { key: 'Escape' });
    expectOpen(button, panel, false);
    expect(document.activeElement).toBe(button);
  });

  it('opens with ArrowDown on the button and focuses the first item', () => {
    const { button, panel, item } = renderMenu();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expectOpen(button, panel, true);
    expect(document.activeElement).toBe(item('Blogs'));
  });

  it('opens with ArrowUp on the button and focuses the last item', () => {
    const { button, item } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Save'));
  });

  it('skips the hidden inputs of a form in the panel', () => {
    render(
      <MemoryRouter>
        <Dropdown id="menu-language" label="Language">
          <form>
            <input type="hidden" name="redirectTo" value="/" />
            <button type="submit">English</button>
            <button type="submit">日本語</button>
          </form>
        </Dropdown>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Language' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'English' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '日本語' }));
  });

  it('moves focus with ArrowDown/ArrowUp (wrapping) and Home/End', () => {
    const { button, item } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

    press('ArrowDown');
    expect(document.activeElement).toBe(item('Reviews'));
    press('ArrowDown');
    expect(document.activeElement).toBe(item('Save'));
    press('ArrowDown');
    expect(document.activeElement).toBe(item('Blogs'));
    press('ArrowUp');
    expect(document.activeElement).toBe(item('Save'));
    press('Home');
    expect(document.activeElement).toBe(item('Blogs'));
    press('End');
    expect(document.activeElement).toBe(item('Save'));
  });

  it('closes DROPDOWN_CLOSE_DELAY_MS after focus leaves the component', () => {
    vi.useFakeTimers();
    const { button, panel, item } = renderMenu();
    fireEvent.click(button);
    item('Blogs').focus();
    item('Reviews').focus(); // moving within the component starts no timer
    screen.getByRole('button', { name: 'Outside' }).focus();

    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expectOpen(button, panel, true);
    act(() => vi.advanceTimersByTime(1));
    expectOpen(button, panel, false);
  });

  it('stays open when focus comes back within the delay', () => {
    vi.useFakeTimers();
    const { button, panel, item } = renderMenu();
    fireEvent.click(button);
    item('Blogs').focus();
    screen.getByRole('button', { name: 'Outside' }).focus();
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 100));
    item('Blogs').focus();

    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS * 2));
    expectOpen(button, panel, true);
  });

  it('closes when a navigation happens', async () => {
    const { router, button, panel } = renderMenu({ closeOnInsideClick: false });
    fireEvent.click(button);
    await act(() => router.navigate('/reviews'));
    expectOpen(button, panel, false);
    expect(screen.getByText('Reviews page')).toBeTruthy();
  });

  it('navigates from an item link and marks the current page', async () => {
    const { button, panel, item } = renderMenu({ path: '/blogs' });
    fireEvent.click(button);
    expect(item('Blogs').getAttribute('aria-current')).toBe('page');
    expect(item('Reviews').getAttribute('aria-current')).toBeNull();

    await act(async () => {
      fireEvent.click(item('Reviews'));
    });
    expectOpen(button, panel, false);
    expect(screen.getByText('Reviews page')).toBeTruthy();
    expect(item('Reviews').getAttribute('aria-current')).toBe('page');
  });
});
