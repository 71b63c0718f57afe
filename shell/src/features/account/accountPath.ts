/** The signed-in account's own screen (password, sessions, two-factor sign-in): the shell's. */
export const ACCOUNT_PATH = '/admin/account';
