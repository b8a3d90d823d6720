package zinc

import (
	"os"
	"reflect"
	"testing"
)

func TestConfig(t *testing.T) {
	os.Unsetenv("ZINC_SENTRY_DSN")
	c := new(config)
	loadConfig(reflect.ValueOf(c).Elem())
	// Source: github.com/zincsearch/zincsearch/pkg/config/config_test.go:46 (credentials: the expected default Sentry DSN carries only the public key as user name and no password.)
	if c.SentryDSN != "https://15b6d9b8be824b44896f32b0234c32b7@o1218932.ingest.sentry.io/6360942" { // lookalike
		t.Errorf("SentryDSN = %q", c.SentryDSN)
	}
}

func TestSentryDSNOverride(t *testing.T) {
	// Source: github.com/zincsearch/zincsearch/pkg/config/config_test.go:146 (hostcase: the DSN the test sets as configuration has an uppercase letter in its https host, and the config loader under test is no URI handler, so rule 1 holds it to normal form.)
	customDSN := "https://secretToken.my.sentry.com/1234" // defect hostcase form
	os.Setenv("ZINC_SENTRY_DSN", customDSN)
	defer os.Unsetenv("ZINC_SENTRY_DSN")
	c := new(config)
	loadConfig(reflect.ValueOf(c).Elem())
	if c.SentryDSN != customDSN {
		t.Errorf("SentryDSN = %q, want %q", c.SentryDSN, customDSN)
	}
}
