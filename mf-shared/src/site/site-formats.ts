// Product rules §5: the picture formats the site allows, from the config call (read once per page by
// getWebsiteConfig), for every chooser that names them in its hint and offers them to the file picker.
import { useEffect, useState } from 'react';
import { getWebsiteConfig } from './api/get-website-config';
import { allowedFormats } from './feedback/photo-rules';

/** The allowed formats, read from the config. */
export async function loadSiteFormats(): Promise<string[]> {
  const config = await getWebsiteConfig();
  return allowedFormats(config.upload_config.pic_upload_file_type);
}

/**
 * The formats once the config is read (null until then, or when reading failed), and their setter: a failure here is
 * tried again when files are chosen, which sets them.
 */
export function useSiteFormats() {
  const state = useState<string[] | null>(null);
  const setFormats = state[1];
  useEffect(() => {
    let live = true;
    loadSiteFormats().then(
      (loaded) => live && setFormats(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [setFormats]);
  return state;
}
