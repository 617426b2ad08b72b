/** better-sqlite3 ships no types and @types/better-sqlite3 is not installed; the baseline uses three calls. */
declare module 'better-sqlite3';
