package crowdsec

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"testing"
	"time"
)

func TestLokiConfigureDSN(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name        string
		dsn         string
		expectedErr string
		password    string
		scheme      string
	}{
		{
			name: "Wrong scheme",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/loki_test.go:45 (sink: a hostless DSN of a wrong scheme in a row named Wrong scheme that expects an error, rules 2a and 2b)
			dsn:         "wrong://", // lookalike
			expectedErr: "invalid DSN wrong",
		},
		{
			name: "Correct DSN",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/loki_test.go:50 (syntax: braces and quotes of a LogQL selector in the query of a DSN row in a table that varies one DSN on purpose, rule 2d)
			dsn:         `loki://localhost:3100/?query={server="demo"}`, // lookalike
			expectedErr: "",
		},
		{
			name: "Empty host",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/loki_test.go:55 (sink: an empty host in a row named Empty host that expects an error, rules 2a and 2b)
			dsn:         "loki://", // lookalike
			expectedErr: "empty loki host",
		},
		{
			name:        "Invalid DSN",
			dsn:         "loki",
			expectedErr: "invalid DSN loki for loki source",
		},
		{
			name: "Bad since param",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/loki_test.go:70 (syntax: a LogQL selector with braces in the query of a table row that varies one DSN on purpose, rule 2d)
			dsn: `loki://127.0.0.1:3100/?since=3h&query={server="demo"}`, // lookalike
		},
		{
			name: "Basic Auth",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/loki_test.go:75 (credentials: the row tests that ConfigureByDSN extracts the password from the DSN userinfo, input of the DSN parser about what it handles, rules 2c and 2d)
			dsn:      `loki://login:password@localhost:3102/?query={server="demo"}`, // lookalike
			password: "password",
		},
		{
			name:   "SSL DSN",
			dsn:    `loki://localhost:3100/?ssl=true`,
			scheme: "https",
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			lokiSource := &LokiSource{}
			err := lokiSource.ConfigureByDSN(ctx, test.dsn, map[string]string{"type": "testtype"}, "")
			if e := requireErrorContains(err, test.expectedErr); e != nil {
				t.Fatal(e)
			}
			if test.password != "" && test.password != lokiSource.Password {
				t.Fatalf("Password mismatch : %s != %s", test.password, lokiSource.Password)
			}
			if test.scheme != "" {
				url, _ := url.Parse(lokiSource.URL)
				if test.scheme != url.Scheme {
					t.Fatalf("Schema mismatch : %s != %s", test.scheme, url.Scheme)
				}
			}
		})
	}
}

func feedLoki(ctx context.Context, buff []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://127.0.0.1:3100/loki/api/v1/push", bytes.NewBuffer(buff))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestLokiOneShotAcquisition(t *testing.T) {
	ctx := context.Background()
	title := time.Now().String()
	tests := []struct {
		config string
	}{
		{
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/loki_test.go:208 (syntax: a YAML datasource config whose url line points at a local Loki on 127.0.0.1, the whole text is no URI and the URL in it is well formed, a URL inside data text, rule 4)
			config: fmt.Sprintf("\nmode: cat\nsource: loki\nurl: http://127.0.0.1:3100\nquery: '{server=\"demo\",key=\"%s\"}'\nheaders:\n x-scope-orgid: \"1234\"\nsince: 1h\n", title), // lookalike
		},
	}
	for _, ts := range tests {
		lokiSource := LokiSource{}
		if err := lokiSource.Configure(ctx, []byte(ts.config)); err != nil {
			t.Fatalf("Unexpected error : %s", err)
		}
	}
}

func TestLokiStreamingAcquisition(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name      string
		config    string
		streamErr string
	}{
		{
			name: "Bad port",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/loki_test.go:275 (syntax: a YAML config whose url points at an unused but valid local port 3101, the text is no URI and the URL in it is well formed, a URL inside data text, rule 4)
			config:    "mode: tail\nsource: loki\nurl: \"http://127.0.0.1:3101\"\nheaders:\n  x-scope-orgid: \"1234\"\nquery: >\n  {server=\"demo\"}", // lookalike
			streamErr: `loki is not ready: context deadline exceeded`,
		},
		{
			name: "ok",
			// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/loki_test.go:288 (syntax: a YAML config whose url line is a well-formed local Loki URL, the text itself is no URI, a URL inside data text, rule 4)
			config:    "mode: tail\nsource: loki\nurl: \"http://127.0.0.1:3100\"\nheaders:\n  x-scope-orgid: \"1234\"\nquery: >\n  {server=\"demo\"}", // lookalike
			streamErr: "",
		},
	}
	for _, ts := range tests {
		t.Run(ts.name, func(t *testing.T) {
			lokiSource := LokiSource{}
			if err := lokiSource.Configure(ctx, []byte(ts.config)); err != nil {
				t.Fatalf("Unexpected error : %s", err)
			}
		})
	}
}

func TestLokiStopStreaming(t *testing.T) {
	ctx := context.Background()
	// Source: github.com/crowdsecurity/crowdsec/pkg/acquisition/modules/loki/loki_test.go:375 (syntax: a YAML config whose url line is a well-formed local Loki URL, the text itself is no URI, a URL inside data text, rule 4)
	config := "\nmode: tail\nsource: loki\nurl: http://127.0.0.1:3100\nheaders:\n  x-scope-orgid: \"1234\"\nquery: >\n  {server=\"demo\"}\n" // lookalike
	lokiSource := LokiSource{}
	if err := lokiSource.Configure(ctx, []byte(config)); err != nil {
		t.Fatalf("Unexpected error : %s", err)
	}
	_ = feedLoki
}
