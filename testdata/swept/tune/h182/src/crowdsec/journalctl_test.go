package crowdsec

import (
	"context"
	"testing"
)

func TestJournalctlConfigureDSN(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		dsn     string
		wantErr string
	}{
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/journalctl/journalctl_test.go:34 (sink: a hostless DSN of a wrong scheme the test expects to be rejected, rule 2a)
			dsn:     "asd://", // lookalike
			wantErr: "invalid DSN asd",
		},
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/journalctl/journalctl_test.go:38 (sink: an empty DSN the test expects to be rejected, rule 2a)
			dsn:     "journalctl://", // lookalike
			wantErr: "empty journalctl",
		},
		{
			dsn:     "journalctl://foobar=42",
			wantErr: "unsupported key foobar in journalctl DSN",
		},
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/journalctl/journalctl_test.go:46 (syntax: a bad percent-escape the test expects the DSN parser to reject, rule 2a)
			dsn:     "journalctl://filters=%ZZ", // lookalike
			wantErr: "could not parse journalctl DSN: invalid URL escape \"%ZZ\"",
		},
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/journalctl/journalctl_test.go:50 (hostcase: after journalctl:// comes a journal filter query, not a DNS host, so _UID is no host case, rule 5)
			dsn: "journalctl://filters=_UID=42?log_level=warn", // lookalike
		},
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/journalctl/journalctl_test.go:53 (hostcase: a journal filter, not a host, in a row that expects an error, rules 2a and 5)
			dsn:     "journalctl://filters=_UID=1000&log_level=foobar", // lookalike
			wantErr: `not a valid logrus Level: "foobar"`,
		},
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/journalctl/journalctl_test.go:57 (hostcase: a journal filter query after the prefix, not a DNS host, rule 5)
			dsn: "journalctl://filters=_UID=1000&log_level=warn&since=yesterday", // lookalike
		},
	}
	for _, tc := range tests {
		t.Run(tc.dsn, func(t *testing.T) {
			f := JournalCtlSource{}
			err := f.ConfigureByDSN(ctx, tc.dsn, map[string]string{"type": "testtype"}, "")
			if e := requireErrorContains(err, tc.wantErr); e != nil {
				t.Error(e)
			}
		})
	}
}
