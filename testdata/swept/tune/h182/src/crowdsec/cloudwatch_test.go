package crowdsec

import (
	"context"
	"testing"
)

func TestCloudwatchConfigureByDSN(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		dsn            string
		expectedCfgErr string
		name           string
	}{
		{
			name: "missing_query",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/cloudwatch/cloudwatch_test.go:473 (port: the part after : is a stream name in a hand-split group:stream DSN, and the test expects an error for it, rules 2a and 5)
			dsn:            "cloudwatch://bad_log_group:bad_stream_name", // lookalike
			expectedCfgErr: "query is mandatory (at least start_date and end_date or backlog)",
		},
		{
			name: "backlog",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/cloudwatch/cloudwatch_test.go:478 (port: group:stream of a hand-split DSN in a table row that varies one DSN on purpose, rules 2d and 5)
			dsn: "cloudwatch://bad_log_group:bad_stream_name?backlog=30m&log_level=info&profile=test", // lookalike
		},
		{
			name: "start_date/end_date",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/cloudwatch/cloudwatch_test.go:483 (syntax: spaces in dates of a table row that varies one DSN on purpose, read by url.ParseQuery after a hand split, rules 2d and 5)
			dsn: "cloudwatch://bad_log_group:bad_stream_name?start_date=2021/05/15 14:04&end_date=2021/05/15 15:04", // lookalike
		},
		{
			name: "bad_log_level",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/cloudwatch/cloudwatch_test.go:488 (port: group:stream of a hand-split DSN in a bad_log_level row that expects an error, rules 2a and 5)
			dsn:            "cloudwatch://bad_log_group:bad_stream_name?backlog=4h&log_level=", // lookalike
			expectedCfgErr: "unknown level : not a valid logrus Level: ",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cw := CloudwatchSource{}
			err := cw.ConfigureByDSN(ctx, tc.dsn, nil, "")
			if e := requireErrorContains(err, tc.expectedCfgErr); e != nil {
				t.Error(e)
			}
		})
	}
}

func TestCloudwatchOneShotAcquisition(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		dsn  string
		name string
	}{
		{
			name: "empty_stream",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/cloudwatch/cloudwatch_test.go:523 (port: test_stream after : is the stream name of a hand-split group:stream DSN, not a port, rule 5)
			dsn: "cloudwatch://test_log_group1:test_stream?backlog=1h", // lookalike
		},
		{
			name: "get_one_event",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/cloudwatch/cloudwatch_test.go:535 (port: the same group:stream DSN read by the hand-written splitter, rule 5)
			dsn: "cloudwatch://test_log_group1:test_stream?backlog=1h", // lookalike
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cw := CloudwatchSource{}
			if err := cw.ConfigureByDSN(ctx, tc.dsn, nil, ""); err != nil {
				t.Fatal(err)
			}
		})
	}
}
