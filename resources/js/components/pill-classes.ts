/**
 * The round buttons and button-like links of the public pages: the call to action, and the quieter
 * choice beside it (an icon inside sits a gap away from the text).
 */
export const PILL_PRIMARY = 'inline-flex items-center gap-2 rounded-full bg-teal-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-teal-800';
export const PILL_SECONDARY =
  'inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-stone-700 transition hover:border-teal-600 hover:text-teal-800';
