package openbao

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

type backupTarget struct {
	Endpoint string
	Bucket   string
}

func validateTarget(t backupTarget) error {
	u, err := url.Parse(t.Endpoint)
	if err != nil {
		return err
	}
	host := u.Hostname()
	if host != "" && strings.Trim(host, "0123456789") == "" {
		return errors.New("numeric IP encoding is not allowed")
	}
	return nil
}

// Source: github.com/dc-tec/openbao-operator/test/e2e/Security_Guardrails_test.go:270 (SSRF guard test: a decimal-encoded IP endpoint must be rejected)
func TestBlocksDecimalIPEndpoint(t *testing.T) {
	err := validateTarget(backupTarget{
		Endpoint: "http://2130706433:9000", // lookalike
		Bucket:   "test-bucket",
	})
	if err == nil || !strings.Contains(err.Error(), "numeric IP encoding") {
		t.Fatalf("expected rejection, got %v", err)
	}
}
