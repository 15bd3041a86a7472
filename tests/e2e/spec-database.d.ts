/** The folder of the specs' database for an E2E_PORT (by default the one the tests run with). */
export declare function specTemplateDir(port?: string): string;
