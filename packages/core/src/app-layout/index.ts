/** Which files make an app (pure: the callers walk the folders and read the files). */
export { assignApps, parentOf, type AppFiles, type AppLayout, type AppLayoutInput, type ConfiguredApp } from './assign.js';
export { CODE_SKIPPED_FOLDERS, skipsCode, VIRTUALENV_MARKER } from './skipped-folders.js';
