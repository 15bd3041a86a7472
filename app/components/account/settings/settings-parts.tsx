import type { SubmissionResult } from '@conform-to/react';

import type { MailKind } from '~/lib/mail-kinds';

/** What a settings post answers: which form, and how it went. */
export type SettingsAnswer = {
  intent: string;
  ok: boolean;
  result?: SubmissionResult<string[]>;
  limited?: boolean;
  /** The address a link was sent to. */
  email?: string;
  provider?: string;
  /** The provider is the account's last way to sign in. */
  last?: boolean;
  mailOn?: MailKind[];
};

/** The settings page's buttons. */
export const buttonClassName =
  'rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70';

/** A form's outcome, announced where the form is. */
export function Done({ text }: { text: string | null }) {
  return (
    <p role="status" className="mt-3 text-sm font-medium wrap-anywhere text-emerald-800">
      {text}
    </p>
  );
}
