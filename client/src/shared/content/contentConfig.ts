import { useEffect, useState } from 'react';

/**
 * The static content configuration (spec part 1 sections 2, 7 and 8): what the login page
 * shows and the maps-service token, from `/content-config.json`, which the server serves
 * from a file editable without a rebuild. Loaded once at start; a failure is only logged
 * and the defaults (the product's own look) stay.
 */
export type ContentConfig = {
  login: { background: string; logo: string | null };
  maps: { token: string };
};

export const CONTENT_CONFIG_URL = '/content-config.json';

/** The look the login page had before it was configurable. */
export const DEFAULT_CONTENT: ContentConfig = {
  login: { background: 'linear-gradient(to bottom right, #14204a, #0c5c72)', logo: null },
  maps: { token: '' },
};

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null);

/** A picture from this site or an https address; nothing else (no `javascript:`, no `data:` of any size). */
const pictureUrl = (value: unknown): string | null => {
  const url = text(value, 500);
  return url && (/^\/(?!\/)/.test(url) || /^https:\/\//.test(url)) ? url : null;
};

/** Reads the file's JSON field by field: what is missing or malformed keeps its default. */
export function parseContentConfig(value: unknown): ContentConfig {
  const body = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const login = body.login && typeof body.login === 'object' ? (body.login as Record<string, unknown>) : {};
  const maps = body.maps && typeof body.maps === 'object' ? (body.maps as Record<string, unknown>) : {};
  return {
    login: {
      // A CSS background (colour, gradient or url(...)); braces and semicolons would leave the property.
      background: (() => {
        const background = text(login.background, 500);
        return background && !/[;{}]/.test(background) ? background : DEFAULT_CONTENT.login.background;
      })(),
      logo: 'logo' in login ? pictureUrl(login.logo) : DEFAULT_CONTENT.login.logo,
    },
    maps: { token: typeof maps.token === 'string' ? maps.token : DEFAULT_CONTENT.maps.token },
  };
}

let loaded: Promise<ContentConfig> | null = null;
let current: ContentConfig = DEFAULT_CONTENT;
const listeners = new Set<(config: ContentConfig) => void>();

/** Loads the configuration once (later calls share the first load). */
export function loadContentConfig(fetchJson: (url: string) => Promise<unknown> = (url) => fetch(url, { cache: 'no-cache' }).then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))): Promise<ContentConfig> {
  loaded ??= fetchJson(CONTENT_CONFIG_URL)
    .then(parseContentConfig)
    .catch((error: unknown) => {
      console.warn('content configuration not loaded; the defaults stay', error);
      return DEFAULT_CONTENT;
    })
    .then((config) => {
      current = config;
      listeners.forEach((listener) => listener(config));
      return config;
    });
  return loaded;
}

/** The content configuration: the defaults until it has loaded. */
export function useContentConfig(): ContentConfig {
  const [config, setConfig] = useState(current);
  useEffect(() => {
    listeners.add(setConfig);
    void loadContentConfig().then(setConfig);
    return () => void listeners.delete(setConfig);
  }, []);
  return config;
}

/** Forgets the loaded configuration (tests). */
export function resetContentConfig(): void {
  loaded = null;
  current = DEFAULT_CONTENT;
}
