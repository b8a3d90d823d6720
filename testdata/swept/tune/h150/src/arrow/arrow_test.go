package arrow

import (
	"strings"
	"testing"

	"google.golang.org/grpc"
)

func TestAuthMetadata(t *testing.T) {
	// Source: github.com/apache/arrow-go/v18/arrow/flight/flightsql/driver/auth_metadata_test.go:74 (hostform: a gRPC passthrough target is written with an empty authority, the form the resolver requires)
	conn, err := grpc.NewClient("passthrough:///bufnet") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func parseDSN(dsn string) (*DriverConfig, error) {
	return nil, nil
}

func TestConfigFromDSNInvalid(t *testing.T) {
	testcases := []struct {
		name     string
		dsn      string
		expected string
	}{
		{
			name: "invalid url",
			// Source: github.com/apache/arrow-go/v18/arrow/flight/flightsql/driver/config_test.go:75 (syntax: the row is named invalid url and the test requires an error for it)
			dsn:      "flightsql://my host", // lookalike
			expected: "invalid URL",
		},
	}
	for _, tt := range testcases {
		if _, err := parseDSN(tt.dsn); err == nil || !strings.Contains(err.Error(), tt.expected) {
			t.Errorf("%s: want error %q", tt.name, tt.expected)
		}
	}
}

func TestConfigFromDSN(t *testing.T) {
	testcases := []struct {
		name     string
		dsn      string
		expected *DriverConfig
	}{
		{
			name: "username and password authentication",
			// Source: github.com/apache/arrow-go/v18/arrow/flight/flightsql/driver/config_test.go:147 (credentials: input to the DSN parser whose job includes extracting the password, in a table that varies the authentication on purpose)
			dsn:      "flightsql://peter:parker@127.0.0.1:12345", // lookalike
			expected: &DriverConfig{Username: "peter", Password: "parker"},
		},
	}
	for _, tt := range testcases {
		actual, err := parseDSN(tt.dsn)
		if err != nil || *actual != *tt.expected {
			t.Errorf("%s: got %v, %v", tt.name, actual, err)
		}
	}
}

func TestDSNFromConfig(t *testing.T) {
	testcases := []struct {
		name     string
		expected string
		drvcfg   *DriverConfig
	}{
		{
			name: "username and password authentication",
			// Source: github.com/apache/arrow-go/v18/arrow/flight/flightsql/driver/config_test.go:278 (credentials: expected output in a table whose rows vary the DSN's authentication on purpose, the password row being one of them)
			expected: "flightsql://peter:parker@127.0.0.1:12345", // lookalike
			drvcfg:   &DriverConfig{Username: "peter", Password: "parker"},
		},
	}
	for _, tt := range testcases {
		if got := tt.drvcfg.DSN(); got != tt.expected {
			t.Errorf("%s: got %q", tt.name, got)
		}
	}
}

func fromJSON(s string) []string { return strings.Fields(s) }

func TestNestedRoundTrip(t *testing.T) {
	// Source: github.com/apache/arrow-go/v18/parquet/pqarrow/encode_arrow_test.go:2121 (hostcase: the uppercase one-letter host is record data in a nested-list round-trip test, not a URI the test uses to reach anything)
	names := fromJSON(`
			[[{"Language": [{"Code": "en_us", "Country": "us"}],
			   "Url": "http://A"}, {"Url": null}]]`) // lookalike
	if len(names) == 0 {
		t.Fatal("empty")
	}
}
