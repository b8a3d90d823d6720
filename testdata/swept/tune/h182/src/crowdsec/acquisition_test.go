package crowdsec

import (
	"context"
	"errors"
	"strings"
	"testing"
)

type MockSourceByDSN struct{}

func (*MockSourceByDSN) GetName() string { return "mockdsn" }

func (*MockSourceByDSN) ConfigureByDSN(_ context.Context, dsn string, _ map[string]string, _ string) error {
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/acquisition_test.go:527 (sink: a bare scheme prefix stripped with strings.TrimPrefix, no URI use, by the rule that a value only compared, searched for or printed is no URI use)
	dsn = strings.TrimPrefix(dsn, "mockdsn://") // lookalike
	if dsn != "test_expect" {
		return errors.New("unexpected value")
	}
	return nil
}

func TestConfigureByDSN(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		dsn           string
		ExpectedError string
	}{
		{
			dsn:           "baddsn",
			ExpectedError: "baddsn is not a valid dsn (no protocol)",
		},
		{
			dsn: "foobar://toto",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/acquisition_test.go:550 (sink: expected error text naming an unknown protocol, prose by rule 4 and an expected error by rule 2a; uniform sample 9 of 23 such DSN error messages)
			ExpectedError: "no acquisition for protocol foobar://", // lookalike
		},
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/acquisition_test.go:553 (hostform: the part after mockdsn:// is an identifier the mock source compares, not a DNS host, rule 5)
			dsn: "mockdsn://test_expect", // lookalike
		},
		{
			dsn:           "mockdsn://bad",
			ExpectedError: "unexpected value",
		},
	}
	restore := RegisterTestFactory("mockdsn", func() DSNConfigurer { return &MockSourceByDSN{} })
	defer restore()
	for _, tc := range tests {
		_, err := LoadAcquisitionFromDSN(ctx, tc.dsn, map[string]string{"type": "test_label"})
		if e := requireErrorContains(err, tc.ExpectedError); e != nil {
			t.Error(e)
		}
	}
}
