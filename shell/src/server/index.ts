// The shell's render bundle for the server (webpack builds it to dist/server/render.js); its
// shape is the ShellRenderer of shared-contracts/api.
export { renderPage } from './renderPage';
