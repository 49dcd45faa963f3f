/** Stored pictures fit in this square: the server shrinks larger ones and keeps smaller ones as they are. */
export const MAX_PICTURE_SIDE = 1600

/**
 * The narrower copies the server makes of a stored picture (`/uploads/w/{width}/{key}`), which the
 * widgets offer in `srcset`.
 */
export const PICTURE_WIDTHS = [480, 960] as const
