// swagger-ui-dist ships no types; we use only its helper that names the package's folder.
declare module 'swagger-ui-dist/absolute-path.js' {
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
