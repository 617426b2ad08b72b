/**
 * Node's own stack depth (10 frames) in the tests, as the server runs in production: jest's node
 * environment raises it to 100, which made every error the product creates and drops (a refused
 * variable, a rule's answer) cost ten times the frames to capture. The fuzz file, which makes tens
 * of thousands of them, took 11 % longer for it.
 */
Error.stackTraceLimit = 10;
