import { loggerOptions, redactUrl } from './logger.options';

describe('request logs', () => {
  it('hide secrets carried in query strings', () => {
    expect(redactUrl('/api/users/password?token=abc.def&next=/x')).toBe('/api/users/password?token=[redacted]&next=/x');
    expect(redactUrl('/cb?state=1&code=xyz&Password=p')).toBe('/cb?state=1&code=[redacted]&Password=[redacted]');
  });

  it('remove the headers that carry credentials', () => {
    const http = loggerOptions('info').pinoHttp as { redact: { paths: string[]; remove: boolean } };
    expect(http.redact.remove).toBe(true);
    expect(http.redact.paths).toEqual(
      expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]']),
    );
  });
});
