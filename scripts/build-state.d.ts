/** What the build is made from, relative to the project. */
export const SOURCES: string[];
/** True when `buildDir` holds a build newer than every source under `root`. */
export function buildIsCurrent(root: string, buildDir: string): boolean;
