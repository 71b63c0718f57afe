// Module types for the non-code imports the webpack factory handles.
declare module '*.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.png' {
  const url: string;
  export default url;
}
