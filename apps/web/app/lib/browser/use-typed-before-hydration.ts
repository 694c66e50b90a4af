import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * Pages show their forms before their JavaScript runs (it starts after the first paint). What the
 * shopper typed, ticked or had filled in by the browser by then stays in the fields through hydration,
 * but a controlled field's state does not know it, and its next render puts the state's value back.
 * This hands the form's fields to `adopt` once, as the form mounts, for the state to take them over.
 * A form the browser renders itself shows its state, so adopting it changes nothing.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (fields: FormData) => void,
): void {
  const onMount = useEffectEvent(adopt);
  useLayoutEffect(() => {
    if (form.current) onMount(new FormData(form.current));
  }, [form]);
}
