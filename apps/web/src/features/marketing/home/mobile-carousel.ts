/**
 * Class names that turn a card list into a swipeable row on phones and a grid from `sm` up,
 * so long card sets do not become one very tall column at 360 px.
 * `relative` keeps absolutely positioned descendants (such as sr-only text) inside the scroller,
 * otherwise they widen the page.
 */
export const CAROUSEL_LIST =
  'relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 [scrollbar-width:thin] sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:pb-0';

/** Each card shows most of its width so the next one peeks in, hinting that the row scrolls. */
export const CAROUSEL_ITEM = 'w-[82%] max-w-xs shrink-0 snap-center sm:w-auto sm:max-w-none';
