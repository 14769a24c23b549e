export declare const liteAliases: { find: RegExp; replacement: string }[];
