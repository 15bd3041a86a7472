import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { parsePropertyQuery, propertySearchHref } from '~/lib/query';

/**
 * A search form's submit, with JavaScript: to the one canonical address of what it holds
 * (docs/product.md#search-parameters), so no empty parameter, no "Any type" and no price range
 * left at an end of its slider (which means no limit) reaches the URL. Without JavaScript the
 * form is sent as it is, and the results page redirects such an address to its canonical one.
 */
export function useSearchSubmit() {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.currentTarget;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') params.append(name, value);
    }
    for (const input of form.querySelectorAll<HTMLInputElement>('input[data-no-limit]')) {
      if (input.value === input.dataset.noLimit) params.delete(input.name);
    }
    // A map area drawn for one place is left behind when the search names another.
    for (const input of form.querySelectorAll<HTMLInputElement>('input[data-for-place]')) {
      if ((params.get('location') ?? '') !== input.dataset.forPlace) params.delete(input.name);
    }
    void navigate(propertySearchHref(parsePropertyQuery(params)));
  };
}
