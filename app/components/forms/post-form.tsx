import { getFormProps, useForm, type DefaultValue, type Submission } from '@conform-to/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';

import { useNotify, type Notice } from '~/components/notices';

import type { PostResult } from './post-notice';

/** The name of the button Conform submits with when it validates a field on blur. */
const CONFORM_INTENT = '__intent__';

/**
 * A form that posts in place with JavaScript: validated on blur and again as the visitor types,
 * each answer announced once by its notice, and an invalid submit by the visitor announced at
 * once. Without JavaScript the same form posts the page, whose action answers with `lastResult`.
 */
export function usePostForm<Schema extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
  validate,
  notice,
  newest,
}: {
  id: string;
  lastResult?: PostResult;
  /** Typed values to start from; the fields' names come from `validate`. */
  defaultValue?: NoInfer<DefaultValue<Schema>>;
  /** The browser's check: the same answers as the server's. */
  validate: (formData: FormData) => Submission<Schema, string[]>;
  notice: (answer: PostResult) => Notice;
  /**
   * The page that shows the newest posts (a review, a comment): a visitor who posts from an
   * earlier page of them is taken there to see theirs.
   */
  newest?: string;
}) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  // Not keyed: a later visit to the page starts without the last answer (and its notice).
  const fetcher = useFetcher<PostResult>();
  const answer = fetcher.data ?? lastResult;
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.state === 'idle' ? answer?.result : undefined,
    defaultValue,
    onValidate: ({ formData }) => validate(formData),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  const announced = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || announced.current === data) return;
    announced.current = data;
    notify({ ...notice(data), source: id });
    if (data.ok && newest && search) void navigate(newest);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announce each answer once
  }, [fetcher.data]);

  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Only the visitor's own submit raises a notice, not Conform's validation on blur.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const byVisitor = submitter?.getAttribute('name') !== CONFORM_INTENT;
    if (byVisitor && validate(new FormData(event.currentTarget)).status !== 'success') {
      notify({ ...notice({ ok: false }), source: id });
    }
    formProps.onSubmit(event);
  }
  return { fetcher, fields, formProps: { ...formProps, onSubmit } };
}

/** The form's submit button, held while a post is on its way. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="mt-2 w-full rounded-xl bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
    >
      {children}
    </button>
  );
}
