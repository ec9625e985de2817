// No zod here: pages that only bound a number in their URL read this without loading any schema.

/** Row ids are int4 columns: a larger number would overflow in the database, so it is refused here. */
export const ID_MAX = 2_147_483_647;
