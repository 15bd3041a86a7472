/**
 * A message that names a licence number, with the number kept as its authority issued it
 * (docs/product.md#agencies): marked `translate="no"`, so neither a translating browser nor a
 * reader of the page's language takes "NY DOS Lic." or "Carte CPI" for words of the page.
 */
export function LicenceText({ message, licence }: { message: string; licence: string }) {
  const [before, after = ''] = message.split(LICENCE_SLOT);
  return (
    <>
      {before}
      <span translate="no">{licence}</span>
      {after}
    </>
  );
}

/** What a message's `{licence}` is given, so `LicenceText` finds where the number goes. */
export const LICENCE_SLOT = '\u0000';
