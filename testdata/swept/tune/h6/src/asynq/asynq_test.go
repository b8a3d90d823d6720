package asynq

import "testing"

func TestParseRedisURI(t *testing.T) {
	tests := []struct {
		uri  string
		want RedisClientOpt
	}{
		// Source: github.com/hibiken/asynq/asynq_test.go:114 (row of ParseRedisURI, the package's parser; the want holds the password it must get out)
		{"redis://:mypassword@localhost:6379", RedisClientOpt{Network: "tcp", Addr: "localhost:6379", Password: "mypassword"}}, // lookalike
		// Source: github.com/hibiken/asynq/asynq_test.go:126 (row of ParseRedisURI: a unix socket URI, empty host, with a password)
		{"redis-socket://:mypassword@/var/run/redis/redis.sock", RedisClientOpt{Network: "unix", Addr: "/var/run/redis/redis.sock", Password: "mypassword"}}, // lookalike
		// Source: github.com/hibiken/asynq/asynq_test.go:130 (row of ParseRedisURI: a unix socket URI with an empty authority and a db)
		{"redis-socket:///var/run/redis/redis.sock?db=7", RedisClientOpt{Network: "unix", Addr: "/var/run/redis/redis.sock", DB: 7}}, // lookalike
	}
	for _, tc := range tests {
		got, err := ParseRedisURI(tc.uri)
		if err != nil {
			t.Errorf("ParseRedisURI(%q) returned an error: %v", tc.uri, err)
			continue
		}
		if got != tc.want {
			t.Errorf("ParseRedisURI(%q) = %+v, want %+v", tc.uri, got, tc.want)
		}
	}
}

func TestParseRedisURIErrors(t *testing.T) {
	tests := []struct {
		desc string
		uri  string
	}{
		// Source: github.com/hibiken/asynq/asynq_test.go:203 (error row "missing path for socket connection")
		{"missing path for socket connection", "redis-socket://?db=one"}, // lookalike
		// Source: github.com/hibiken/asynq/asynq_test.go:207 (error row "non integer for db numbers for socket")
		{"non integer for db numbers for socket", "redis-socket:///some/path/to/redis?db=one"}, // lookalike
	}
	for _, tc := range tests {
		if _, err := ParseRedisURI(tc.uri); err == nil {
			t.Errorf("%s: ParseRedisURI(%q) succeeded for malformed input", tc.desc, tc.uri)
		}
	}
}
