// Build-time constants injected by build/federated-app.cjs.
declare const __BUILD_VERSION__: string;
declare const __APP_NAME__: string;

declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}

interface Window {
  /** remote name -> manifest URL, published by the host from /remotes.json before any remote loads */
  __YACHT_REMOTES__?: Record<string, string>;
}
