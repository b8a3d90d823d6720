package crowdsec

import (
	"context"
	"testing"
)

func TestWinEventLogOneShotFile(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name                 string
		dsn                  string
		expectedCount        int
		expectedConfigureErr string
	}{
		{
			name: "empty DSN",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/wineventlog/wineventlog_windows_test.go:264 (sink: an empty DSN in a row named empty DSN that the test expects to be rejected, rule 2a)
			dsn:                  `wineventlog://`, // lookalike
			expectedCount:        0,
			expectedConfigureErr: "empty wineventlog",
		},
		{
			name:          "existing file",
			dsn:           `wineventlog://testdata/Setup.evtx`,
			expectedCount: 24,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			s := WinEventLogSource{}
			err := s.ConfigureByDSN(ctx, test.dsn, map[string]string{"type": "wineventlog"}, "")
			if e := requireErrorContains(err, test.expectedConfigureErr); e != nil {
				t.Error(e)
			}
		})
	}
}
