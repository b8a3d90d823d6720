package crowdsec

import (
	"context"
	"fmt"
	"math/rand"
	"strconv"
	"testing"
)

func TestVictoriaLogsConfigureDSN(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name        string
		dsn         string
		expectedErr string
		password    string
	}{
		{
			name: "Wrong scheme",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/victorialogs_test.go:45 (sink: a hostless DSN of a wrong scheme in a row named Wrong scheme that expects an error, rules 2a and 2b)
			dsn: "wrong://", // lookalike
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/victorialogs_test.go:46 (sink: expected error text, prose by rule 4 and rule 2a; uniform sample 9 of 23 such DSN error messages)
			expectedErr: "invalid DSN wrong:// for VictoriaLogs source, must start with victorialogs://", // lookalike
		},
		{
			name: "Empty host",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/victorialogs_test.go:55 (sink: an empty host in a row named Empty host that expects an error, rules 2a and 2b)
			dsn:         "victorialogs://", // lookalike
			expectedErr: "empty host",
		},
		{
			name:        "Invalid DSN",
			dsn:         "victorialogs",
			expectedErr: "invalid DSN victorialogs for VictoriaLogs source",
		},
		{
			name: "Basic Auth",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/victorialogs_test.go:70 (credentials: the row tests that ConfigureByDSN extracts the password from the DSN userinfo, input of the DSN parser about what it handles, rules 2c and 2d)
			dsn:      `victorialogs://login:password@localhost:3102/?query={server="demo"}`, // lookalike
			password: "password",
		},
		{
			name: "SSL DSN",
			dsn:  `victorialogs://localhost:9428/?ssl=true`,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			vlSource := &VictoriaLogsSource{}
			err := vlSource.ConfigureByDSN(ctx, test.dsn, map[string]string{"type": "testtype"}, "")
			if e := requireErrorContains(err, test.expectedErr); e != nil {
				t.Fatal(e)
			}
			if test.password != "" && test.password != vlSource.Password {
				t.Fatalf("Password mismatch : %s != %s", test.password, vlSource.Password)
			}
		})
	}
}

func TestVictoriaLogsOneShotAcquisition(t *testing.T) {
	ctx := context.Background()
	key := strconv.Itoa(rand.Intn(1000))
	tests := []struct {
		config string
	}{
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/victorialogs_test.go:177 (syntax: a YAML datasource config whose url line is a well-formed local VictoriaLogs URL, the text itself is no URI, a URL inside data text, rule 4)
			config: fmt.Sprintf("\nmode: cat\nsource: victorialogs\nurl: http://127.0.0.1:9428\nquery: >\n  {server=demo, key=%q}\nsince: 1h\n", key), // lookalike
		},
	}
	for _, ts := range tests {
		vlSource := VictoriaLogsSource{}
		if err := vlSource.Configure(ctx, []byte(ts.config)); err != nil {
			t.Fatalf("Unexpected error : %s", err)
		}
	}
}

func TestVictoriaLogsStreamingAcquisition(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name      string
		config    string
		streamErr string
	}{
		{
			name: "Bad port",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/victorialogs_test.go:245 (syntax: a YAML config whose url points at an unused but valid local port 9429, the text is no URI and the URL in it is well formed, a URL inside data text, rule 4)
			config:    "mode: tail\nsource: victorialogs\nurl: \"http://127.0.0.1:9429\"\nquery: >\n  server:\"demo\"", // lookalike
			streamErr: `VictoriaLogs is not ready`,
		},
		{
			name: "ok",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/victorialogs_test.go:256 (syntax: a YAML config whose url line is a well-formed local VictoriaLogs URL, the text itself is no URI, a URL inside data text, rule 4)
			config:    "mode: tail\nsource: victorialogs\nurl: \"http://127.0.0.1:9428\"\nquery: >\n  server:\"demo\"", // lookalike
			streamErr: "",
		},
	}
	for _, ts := range tests {
		t.Run(ts.name, func(t *testing.T) {
			vlSource := VictoriaLogsSource{}
			if err := vlSource.Configure(ctx, []byte(ts.config)); err != nil {
				t.Fatalf("Unexpected error : %s", err)
			}
		})
	}
}

func TestVictoriaLogsStopStreaming(t *testing.T) {
	ctx := context.Background()
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/victorialogs/victorialogs_test.go:341 (syntax: a YAML config whose url line is a well-formed local VictoriaLogs URL, the text itself is no URI, a URL inside data text, rule 4)
	config := "\nmode: tail\nsource: victorialogs\nurl: http://127.0.0.1:9428\nquery: >\n  server:\"demo\"\n" // lookalike
	vlSource := VictoriaLogsSource{}
	if err := vlSource.Configure(ctx, []byte(config)); err != nil {
		t.Fatalf("Unexpected error : %s", err)
	}
}
