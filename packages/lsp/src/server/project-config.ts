import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { findConfig, type ConfigResult } from 'manifesto-core';
import { uriPath } from '../service/uri.js';

/** The project's `.manifestorc.json` (or package.json `manifesto` key) for a document, cached per folder. */
export class ProjectConfigs {
  private readonly byDirectory = new Map<string, ConfigResult>();

  forUri(uri: string): ConfigResult | undefined {
    if (!uri.startsWith('file:')) return undefined;
    return this.forPath(uriPath(uri));
  }

  /** The configuration of a file by its path. */
  forPath(path: string): ConfigResult {
    const directory = dirname(path);
    let result = this.byDirectory.get(directory);
    if (!result) {
      result = findConfig(directory, readText);
      this.byDirectory.set(directory, result);
    }
    return result;
  }

  /** A config file changed: everything is read again on next use. */
  clear(): void {
    this.byDirectory.clear();
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
