package elastic

import (
	"encoding/base64"
	"net/http"
	"net/url"
	"os"
	"testing"
)

func TestNew_WithAddresses(t *testing.T) {
	// Source: github.com/elastic/go-elasticsearch/v8/options_test.go:49 (dotsegment: the trailing slashes are input to the address normaliser that trims them, and no check covers an empty last segment.)
	c, err := New(WithAddresses("http://localhost:8080//")) // lookalike
	if err != nil {
		t.Fatalf("Unexpected error: %s", err)
	}
	u := c.URLs()[0]
	if u.Path != "" {
		// Source: github.com/elastic/go-elasticsearch/v8/options_test.go:55 (syntax: a URL inside an error message is prose, not a URI.)
		t.Errorf("Unexpected URL, want=http://localhost:8080, got=%s", u) // lookalike
	}
}

func TestNew_WithMultipleAddresses(t *testing.T) {
	c, err := New(WithAddresses("http://es01:9200", "http://es02:9200"))
	if err != nil {
		t.Fatalf("Unexpected error: %s", err)
	}
	if len(c.URLs()) != 2 {
		t.Fatalf("Expected 2 URLs, got %d", len(c.URLs()))
	}
}

func TestNew_WithAddressesFromEnvironment(t *testing.T) {
	// Source: github.com/elastic/go-elasticsearch/v8/options_test.go:78 (plainhttp: a documentation example host set in the environment, not a public service.)
	t.Setenv("ELASTICSEARCH_URL", "http://example.com") // lookalike
	c, err := NewClient(Config{Addresses: []string{os.Getenv("ELASTICSEARCH_URL")}})
	if err != nil {
		t.Fatalf("Unexpected error: %s", err)
	}
	if c.URLs()[0].Hostname() != "example.com" {
		t.Errorf("Unexpected host %s", c.URLs()[0].Hostname())
	}
}

func TestAddrsToURLs(t *testing.T) {
	tt := []struct {
		name    string
		addrs   []string
		wantErr bool
	}{
		{
			name: "valid",
			addrs: []string{
				// Source: github.com/elastic/go-elasticsearch/v8/elasticsearch_internal_test.go:268 (plainhttp: a private IPv4 address in the table of valid addresses, not a public host.)
				"http://192.168.255.255", // lookalike
			},
		},
		{
			name: "invalid url",
			// Source: github.com/elastic/go-elasticsearch/v8/elasticsearch_internal_test.go:294 (syntax: the row is named invalid url and expects an error; a neighbour row of a sweep candidate.)
			addrs:   []string{"://invalid.com"}, // lookalike
			wantErr: true,
		},
	}
	for _, tc := range tt {
		t.Run(tc.name, func(t *testing.T) {
			_, err := addrsToURLs(tc.addrs)
			if (err != nil) != tc.wantErr {
				t.Errorf("err = %v, wantErr %v", err, tc.wantErr)
			}
		})
	}
}

func TestCloudID(t *testing.T) {
	var testdata = []struct {
		in  string
		out string
	}{
		{
			in:  "name:" + base64.StdEncoding.EncodeToString([]byte("host$es_uuid$kibana_uuid")),
			out: "https://es_uuid.host",
		},
		{
			in: "name:" + base64.StdEncoding.EncodeToString([]byte("host:9243$es_uuid$kibana_uuid")),
			// Source: github.com/elastic/go-elasticsearch/v8/elasticsearch_internal_test.go:347 (hostform: the same decoder output with an explicit non-default port, all valid.)
			out: "https://es_uuid.host:9243", // lookalike
		},
	}
	for _, tt := range testdata {
		actual, err := addrFromCloudID(tt.in)
		if err != nil {
			t.Errorf("Unexpected error: %s", err)
		}
		if actual != tt.out {
			t.Errorf("Unexpected output, want=%q, got=%q", tt.out, actual)
		}
	}
}

type mockTransp struct{}

func (mockTransp) RoundTrip(req *http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: http.StatusOK, Request: req}, nil
}

func TestTypedMockTransport(t *testing.T) {
	// Source: github.com/elastic/go-elasticsearch/v8/elasticsearch_internal_test.go:888 (plainhttp: a single-label host for a mock transport, nothing goes to the Internet.)
	u := &url.URL{Scheme: "http", Host: "foo"} // lookalike
	resp, err := mockTransp{}.RoundTrip(&http.Request{URL: u, Header: http.Header{}})
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("unexpected %v", err)
	}
}
