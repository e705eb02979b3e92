import { loggerOptions, redactUrl } from './logger.options';

describe('request logs', () => {
  it('hide secrets carried in query strings', () => {
    expect(redactUrl('/api/users/password?token=abc.def&next=/x')).toBe('/api/users/password?token=[redacted]&next=/x');
    expect(redactUrl('/cb?state=1&code=xyz&Password=p')).toBe(
      '/cb?state=[redacted]&code=[redacted]&Password=[redacted]',
    );
    expect(redactUrl('/acme?t=link.token&p=visit&tab=2')).toBe('/acme?t=[redacted]&p=[redacted]&tab=2');
    expect(redactUrl('/acme/Clients/42/Intake?external=eyJ.external.token&tab=2')).toBe(
      '/acme/Clients/42/Intake?external=[redacted]&tab=2',
    );
    expect(redactUrl('/acme/api/auth/google?collection=C&app=A&External=1')).toBe(
      '/acme/api/auth/google?collection=C&app=A&External=[redacted]',
    );
    // The bare flag carries nothing.
    expect(redactUrl('/acme/Clients/42/Intake?external')).toBe('/acme/Clients/42/Intake?external');
  });

  it('hide secrets in the Location of redirects', () => {
    const http = loggerOptions('info').pinoHttp as {
      serializers: { res: (res: { statusCode: number; headers: Record<string, unknown> }) => unknown };
    };
    expect(
      http.serializers.res({ statusCode: 302, headers: { location: '/acme?t=secret', 'content-length': '0' } }),
    ).toEqual({ statusCode: 302, headers: { location: '/acme?t=[redacted]', 'content-length': '0' } });
  });

  it('remove the headers that carry credentials', () => {
    const http = loggerOptions('info').pinoHttp as { redact: { paths: string[]; remove: boolean } };
    expect(http.redact.remove).toBe(true);
    expect(http.redact.paths).toEqual(
      expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]']),
    );
  });
});
