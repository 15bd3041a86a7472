/** The form's own message (a wrong sign-in, too many tries), announced as it appears. */
export function FormAlert({ id, text }: { id: string; text: string | undefined }) {
  return (
    <div id={id} role="alert">
      {text && (
        <p className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800">
          {text}
        </p>
      )}
    </div>
  );
}

export const submitClassName =
  'mt-2 w-full rounded-lg bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70';
