import { Closed, Formatted, Optional, Str } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

export const DisplayInformation = lazy((): TSchema =>
  Closed(
    {
      // 1 to 35: the platform's official manifest schema (display_information.name minLength 1, maxLength 35); the spec says max 35.
      name: Str({ maxLength: 35, minLength: 1, description: 'The app name shown in the workspace.' }),
      description: Optional(Str({ maxLength: 140, description: 'A short description of the app.' })),
      long_description: Optional(Str({ maxLength: 4000, description: 'A longer description; the app settings editor enforces at least 174 characters.' })),
      background_color: Optional(Formatted('color', { description: 'Background colour of the app tile; once set it can be changed but not removed.' })),
    },
    { description: 'How the app appears in the workspace and app directory.' },
  ),
);
