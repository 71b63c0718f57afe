/**
 * A path's parameter, as the server's route declares it (`:id`, left as it is) or as a caller
 * fills it in (its value, encoded): each path below is written once, for both sides.
 */
export const pathParam = (value: string) => (value.startsWith(':') ? value : encodeURIComponent(value));
