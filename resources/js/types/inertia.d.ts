import '@inertiajs/core';
import type { FlashMessages, SharedProps } from './props';

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps;
    flashDataType: FlashMessages;
  }
}
