package centrifuge

import (
	"crypto/tls"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/redis/rueidis"
	"github.com/stretchr/testify/require"
)

func TestCheckSameHostOrigin(t *testing.T) {
	t.Parallel()

	n := &Node{}

	testCases := []struct {
		name    string
		origin  string
		url     string
		success bool
	}{
		{
			name:    "authorized",
			origin:  "https://example.com",
			url:     "wss://example.com/websocket/connection",
			success: true,
		},
		{
			name: "authorized_case_insensitive",
			// Source: github.com/centrifugal/centrifuge/handler_websocket_test.go:652 (hostcase: the case is named for a case-insensitive match, and the Origin is the input of the package's same-host check, rule 2b/2c)
			origin:  "https://examplE.com", // lookalike
			url:     "wss://example.com/websocket/connection",
			success: true,
		},
	}

	for _, tc := range testCases {
		tc := tc
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()

			r := httptest.NewRequest("GET", tc.url, nil)
			r.Header.Set("Origin", tc.origin)

			require.Equal(t, tc.success, sameHostOriginCheck(n)(r))
		})
	}
}

func TestOptionsFromAddress(t *testing.T) {
	tests := []struct {
		name           string
		address        string
		inputOptions   rueidis.ClientOption
		expectedError  error
		expectedOutput rueidis.ClientOption
	}{
		{
			name:          "Valid TCP address with host:port",
			address:       "127.0.0.1:6379",
			inputOptions:  rueidis.ClientOption{},
			expectedError: nil,
			expectedOutput: rueidis.ClientOption{
				InitAddress: []string{"127.0.0.1:6379"},
			},
		},
		{
			name: "Malformed URL",
			// Source: github.com/centrifugal/centrifuge/redis_shard_test.go:42 (syntax: a port that is a word, in a row named "Malformed URL" that expects the parse error, rule 2a/2b)
			address:       "tcp://:invalid", // lookalike
			inputOptions:  rueidis.ClientOption{},
			expectedError: errors.New("malformed connection address, not a valid URL: parse \"tcp://:invalid\": invalid port \":invalid\" after host"),
		},
		{
			name: "Redis URL with username and password",
			// Source: github.com/centrifugal/centrifuge/redis_shard_test.go:80 (credentials: input of the package's address parser, whose output the test compares with the user and password it takes out, rule 2c)
			address:       "redis://user:pass@127.0.0.1:6379", // lookalike
			inputOptions:  rueidis.ClientOption{},
			expectedError: nil,
			expectedOutput: rueidis.ClientOption{
				InitAddress: []string{"127.0.0.1:6379"},
				Username:    "user",
				Password:    "pass",
			},
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts, err := optionsFromAddress(tt.address, tt.inputOptions)
			if tt.expectedError != nil {
				require.Error(t, err)
				require.EqualError(t, err, tt.expectedError.Error())
			} else {
				require.NoError(t, err)
				require.Equal(t, tt.expectedOutput, opts.ClientOption)
			}
		})
	}
}

func TestOptionsFromAddressUnix(t *testing.T) {
	// Source: github.com/centrifugal/centrifuge/redis_shard_test.go:228 (hostform: a unix: URI has an empty authority and the socket's path, no host is needed)
	opts, err := optionsFromAddress("unix:///tmp/redis.sock", rueidis.ClientOption{}) // lookalike
	require.NoError(t, err)
	require.Equal(t, opts.ClientOption.InitAddress, []string{"/tmp/redis.sock"})
	require.NotNil(t, opts.ClientOption.DialFn)
	_, err = opts.ClientOption.DialFn("", &net.Dialer{}, &tls.Config{
		MinVersion: tls.VersionTLS12,
	})
	require.Error(t, err)
}

func TestDialer(t *testing.T) {
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})
	server := httptest.NewServer(handler)
	defer server.Close()

	tlsServer := httptest.NewTLSServer(handler)
	defer tlsServer.Close()

	testUrls := map[*httptest.Server]string{
		// Source: github.com/centrifugal/centrifuge/internal/websocket/client_server_test.go:851 (hostjoin: Listener.Addr().String() is already host:port, brackets included)
		server:    "ws://" + server.Listener.Addr().String() + "/", // lookalike
		tlsServer: "wss://" + tlsServer.Listener.Addr().String() + "/",
	}

	for srv, u := range testUrls {
		req, err := http.NewRequest(http.MethodGet, "http"+u[2:], nil)
		require.NoError(t, err)
		resp, err := srv.Client().Do(req)
		require.NoError(t, err)
		resp.Body.Close()
	}
}
