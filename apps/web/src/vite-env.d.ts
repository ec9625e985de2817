/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_MAP_SERVER_PATTERN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
