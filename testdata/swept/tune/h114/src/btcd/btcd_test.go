package btcd

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// Source: github.com/btcsuite/btcd/rpcclient/chain_test.go:394 (hostform: the scheme prefix is stripped from the httptest URL to get host:port, it is no URI)
func makeClient(t *testing.T) *ConnConfig {
	s := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(s.Close)
	host := strings.TrimPrefix(s.URL, "http://") // lookalike
	return &ConnConfig{DisableTLS: true, Host: host}
}

func TestParseAddressString(t *testing.T) {
	testCases := []struct {
		name          string
		addressString string
		expErrStr     string
	}{
		// Source: github.com/btcsuite/btcd/rpcclient/infrastructure_test.go:275 (hostform: input to the address parser, which cuts the scheme prefix and keeps a relative socket path)
		{
			name:          "unix prefix",
			addressString: "unix://the/rest/of/the/path", // lookalike
		},
		// Source: github.com/btcsuite/btcd/rpcclient/infrastructure_test.go:287 (sink: an http URL in the "error http prefix" row that the test expects the parser to reject)
		{
			name:          "error http prefix",
			addressString: "http://localhost:1010", // lookalike
			expErrStr:     "unsupported protocol in address",
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseAddressString(tc.addressString)
			if tc.expErrStr != "" && err == nil {
				t.Fatal("expected error")
			}
		})
	}
}

func TestHTTPURL(t *testing.T) {
	testCases := []struct {
		name       string
		host       string
		disableTLS bool
		expURL     string
	}{
		// Source: github.com/btcsuite/btcd/rpcclient/infrastructure_test.go:497 (hostform: a unix socket URI needs no host; input row of a table varying the host shape)
		{
			name:       "unix socket",
			host:       "unix:///var/run/bitcoin/bitcoin.sock", // lookalike
			disableTLS: true,
			// Source: github.com/btcsuite/btcd/rpcclient/infrastructure_test.go:499 (hostform: "unix" is the placeholder host httpURL produces for socket transports)
			expURL: "http://unix", // lookalike
		},
		// Source: github.com/btcsuite/btcd/rpcclient/infrastructure_test.go:503 (hostform: a unixpacket socket URI needs no host; input row of a table varying the host shape)
		{
			name:       "unixpacket socket",
			host:       "unixpacket:///var/run/bitcoin/bitcoin.sock", // lookalike
			disableTLS: true,
			expURL:     "",
		},
		// Source: github.com/btcsuite/btcd/rpcclient/infrastructure_test.go:517 (hostform: the IPv6 literal is bracketed in the expected URL)
		{
			name:       "ipv6 literal",
			host:       "[::1]:8332",
			disableTLS: true,
			expURL:     "http://[::1]:8332", // lookalike
		},
		// Source: github.com/btcsuite/btcd/rpcclient/infrastructure_test.go:529 (hostform: the empty-host expectation is one row of a table that varies the host shape on purpose, rule 2d)
		{
			name:       "empty host",
			host:       "",
			disableTLS: true,
			expURL:     "http://", // lookalike
		},
		// Source: github.com/btcsuite/btcd/rpcclient/infrastructure_test.go:541 (hostform: "unix" is the placeholder host httpURL produces for socket transports)
		{
			name:       "tls unix socket",
			host:       "unix-socket",
			disableTLS: false,
			expURL:     "https://unix", // lookalike
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := &ConnConfig{Host: tc.host, DisableTLS: tc.disableTLS}
			if tc.expURL != "" && cfg.httpURL() != tc.expURL {
				t.Fatalf("got %s", cfg.httpURL())
			}
		})
	}
}

type zmqNotification struct {
	Address *url.URL `json:"address"`
	Type    string   `json:"type"`
}

func (z zmqNotification) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]string{"address": z.Address.String(), "type": z.Type})
}

func TestZmqNotificationJSON(t *testing.T) {
	u := &url.URL{Scheme: "tcp", Host: "127.0.0.1:1238"}
	got, err := json.Marshal([]zmqNotification{{Address: u, Type: "pubrawblock"}})
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/btcsuite/btcd/btcjson/chainsvrresults_test.go:90 (syntax: a well-formed tcp URI embedded in expected JSON text)
	expected := `[{"address":"tcp://127.0.0.1:1238","type":"pubrawblock"}]` // lookalike
	if string(got) != expected {
		t.Fatalf("got %s", got)
	}
}
