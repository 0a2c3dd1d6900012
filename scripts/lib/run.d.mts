import type { SpawnOptions } from 'node:child_process';
export declare const ROOT: string;
export declare function run(cmd: string, args: string[], options?: SpawnOptions): Promise<number>;
export declare function bin(name: string): string;
