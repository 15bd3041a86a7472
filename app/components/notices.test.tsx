// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { en } from '~/i18n/en';

import { NoticeProvider, useNotify, type Notice } from './notices';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Sender({ notices }: { notices: Record<string, Notice> }) {
  const notify = useNotify();
  return Object.entries(notices).map(([name, notice]) => (
    <button key={name} type="button" onClick={() => notify(notice)}>
      {name}
    </button>
  ));
}

const invalid: Notice = { kind: 'error', title: 'Form is invalid', source: 'review' };
const posted: Notice = { kind: 'success', title: 'Your review is posted.', source: 'review' };
const subscribed: Notice = { kind: 'success', title: "You're subscribed", source: 'newsletter' };

function show() {
  render(
    <I18nProvider lang="en" messages={en}>
      <NoticeProvider>
        <Sender notices={{ invalid, posted, subscribed }} />
      </NoticeProvider>
    </I18nProvider>,
  );
  return (name: string) => fireEvent.click(screen.getByRole('button', { name }));
}

const shown = () =>
  [...document.querySelectorAll('[data-notice]')].map((notice) => notice.textContent);

describe('notices', () => {
  it("show one notice per form: a success replaces the form's error", () => {
    const send = show();
    send('invalid');
    send('invalid');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    send('subscribed');
    send('posted');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(shown()).toEqual([
      expect.stringContaining("You're subscribed"),
      expect.stringContaining('Your review is posted.'),
    ]);
  });

  it('close a success by themselves, keep an error until it is closed', () => {
    const send = show();
    send('invalid');
    send('subscribed');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("You're subscribed")).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Form is invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('let a success be closed before its time', () => {
    const send = show();
    send('posted');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your review is posted.')).toBeNull();
  });
});
