// Tests never reach the network: outside services are mocked with msw per test file.
process.env.NODE_ENV ??= 'test'
process.env.SESSION_SECRET ??= 'test-session-secret-at-least-32-characters-long'
