/** Types of build-inputs.mjs (plain JavaScript so that `npm start` checks the build without tsx). */
export declare const BUILD_INPUTS: readonly string[];
export declare const SERVER_BUILD_INPUTS: readonly string[];
export declare function hashBuildInputs(root: string, inputs?: readonly string[]): string;
