package defaults

import (
	"os"
	"testing"
)

// Source: github.com/go-park-mail-ru/2025_1_QuickFlow/backend/config/postgres/postgres_test.go:
// the test sets DATABASE_URL to a URL with a user's password and checks the
// config reads it back (the URL is valid, the password is not needed).
func TestPostgresConfigFromEnv(t *testing.T) {
	os.Setenv("DATABASE_URL", "postgresql://custom-user:password@localhost:5432/custom_db") // defect credentials
	defer os.Unsetenv("DATABASE_URL")
	want := os.Getenv("DATABASE_URL")
	if got := NewPostgresConfig().GetURL(); got != want {
		t.Errorf("Expected %s, got %s", want, got)
	}
}

// Source: github.com/go-park-mail-ru/2025_1_QuickFlow/backend/config/redis/redis_test.go:
// the Redis test sets REDIS_URL to a URL without credentials.
func TestRedisConfigFromEnv(t *testing.T) {
	os.Setenv("REDIS_URL", "redis://custom-cache:6379") // lookalike
	defer os.Unsetenv("REDIS_URL")
	if redisAddr() == "" {
		t.Error("empty redis address")
	}
}
