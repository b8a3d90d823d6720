package questdb

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

type configData struct {
	Schema        string
	KeyValuePairs map[string]string
}

func confFromStr(conf string) (*configData, error) {
	i := strings.Index(conf, "::")
	if i < 0 {
		return nil, fmt.Errorf("invalid schema")
	}
	return &configData{Schema: conf[:i], KeyValuePairs: map[string]string{}}, nil
}

func parseQwpQueryConf(conf string) (*configData, error) {
	c, err := confFromStr(conf)
	if err != nil {
		return nil, err
	}
	if c.Schema != "ws" && c.Schema != "wss" {
		return nil, fmt.Errorf("invalid schema: %s", c.Schema)
	}
	return c, nil
}

func TestParserHappyCases(t *testing.T) {
	addr := "localhost:1111"
	user := "test-user"
	testCases := []struct {
		name     string
		config   string
		expected configData
	}{
		{
			name: "password with an escaped semicolon (ending with a ';')",
			// Source: github.com/questdb/go-questdb-client/conf_test.go:184 (credentials: a password key in a QuestDB configuration string, no URI userinfo)
			config: fmt.Sprintf("http::addr=%s;username=%s;password=pass;;word;", addr, user), // lookalike
			expected: configData{
				Schema: "http",
				KeyValuePairs: map[string]string{
					"addr":     addr,
					"username": user,
					"password": "pass;word",
				},
			},
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := confFromStr(tc.config); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestQwpQueryClientFromConfErrors(t *testing.T) {
	cases := []struct {
		name    string
		conf    string
		wantSub string
	}{
		// Source: github.com/questdb/go-questdb-client/qwp_query_client_test.go:244 (sink: a configuration string with a schema the query client rejects, in a table of bad inputs, rule 2a)
		{"bad_schema", "http::addr=a:1;", "invalid schema"}, // lookalike
		{"tls_bad", "wss::addr=a:1;tls_verify=off;", "invalid tls_verify"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseQwpQueryConf(tc.conf)
			if err == nil {
				t.Fatalf("expected error containing %q", tc.wantSub)
			}
		})
	}
}

type qwpTransport struct{}

func (tr *qwpTransport) connect(ctx context.Context, wsURL string, endpointPath string) error {
	if endpointPath == "" {
		return fmt.Errorf("endpointPath is required")
	}
	return nil
}

func TestQwpTransportEmptyEndpointPath(t *testing.T) {
	var tr qwpTransport
	// Source: github.com/questdb/go-questdb-client/qwp_transport_test.go:816 (sink: a ws URI with a one-label host the test never dials; it expects an error about the missing endpoint path)
	err := tr.connect(context.Background(), "ws://unused", "") // lookalike
	if err == nil {
		t.Fatal("expected error")
	}
}

// TestQwpQueryClientFromConfPortBoundaries pins the addr= port-range
// validation: ports outside [1, 65535] and non-numeric ports are
// rejected at parse time.
func TestQwpQueryClientFromConfPortBoundaries(t *testing.T) {
	t.Run("Reject", func(t *testing.T) {
		cases := []struct {
			conf    string
			wantSub string
		}{
			{"ws::addr=db:65536;", "out of range"},
			// Source: github.com/questdb/go-questdb-client/qwp_query_client_test.go:294 (port: an impossible port in a QuestDB configuration string, no URI, in a table of inputs the parser must reject, rule 2a)
			{"ws::addr=db:2147483647;", "out of range"}, // lookalike
		}
		for _, tc := range cases {
			t.Run(tc.conf, func(t *testing.T) {
				_, err := parseQwpQueryConf(tc.conf)
				if err == nil {
					t.Fatalf("expected error for %q", tc.conf)
				}
			})
		}
	})
}
