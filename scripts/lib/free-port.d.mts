export declare function findFreePort(preferred: number): Promise<number>;
