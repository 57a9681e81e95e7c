// Set by scripts/build-service-worker.mjs at build time.
/** The build's shell files (the app's entry, its styles and fonts, icons, the offline page), as paths. */
declare const __SHELL_FILES__: string[];
/** Changes with every build whose shell changed: names the cache, so a new worker drops the old one. */
declare const __BUILD_ID__: string;
/** The app's short name (the manifest's), the title of a notification whose payload has none. */
declare const __APP_NAME__: string;
