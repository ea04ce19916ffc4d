// Node's thread pool (libuv) runs file reads, zlib and the argon2 password hashing of logins. With its default of
// four threads, a burst of logins (each tens of milliseconds of argon2) held up the file reads every page render
// makes: pages waited up to a second behind logins under load (bench:load). More threads let the reads through;
// the processor is still shared fairly. Imported first by server.ts: libuv reads this when the pool first starts.
process.env.UV_THREADPOOL_SIZE ??= '16';
