/** The phone screen the front-end benchmarks load pages at: Lighthouse's mobile preset (a Moto G Power). */
export const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };
