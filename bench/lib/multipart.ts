// An upload request body as a browser sends it: one file part named `file`.

/** `content` as the file `bench.json` of a multipart/form-data body, with its content type. */
export function multipartFile(content: string): { payload: Buffer; contentType: string } {
  const boundary = '----cogniplay-bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.json"\r\n` +
        'Content-Type: application/json\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
