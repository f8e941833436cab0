// A local S3-compatible server (s3rver) as a process of its own, for the tests: its memory and
// event loop are not the test's. Arguments: <folder> <bucket>. Prints `{"port":N}` once listening;
// stops when its parent closes its stdin.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: process.env.S3RVER_LOG !== '1',
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
