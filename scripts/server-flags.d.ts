/** The Node flags of `npm start` (package.json). */
export declare const SERVER_NODE_FLAGS: string[];
